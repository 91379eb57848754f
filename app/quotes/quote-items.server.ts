import { catalogueFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import { catalogueIn, type CategoryId } from "~/marketing/catalogue.server";
import { productCategories } from "~/suppliers/registration-options";

/** A supplier category, as suppliers choose them at registration. */
export type SupplierCategory = (typeof productCategories)[number]["value"];

/** The hardware families /hardware shows, each a line a buyer can ask a price for. */
export const hardwareRanges = [
  "laptops",
  "desktops",
  "servers",
  "storage",
  "networking",
  "printers",
  "pointOfSale",
  "power",
  "displays",
  "accessories",
] as const;
type HardwareRange = (typeof hardwareRanges)[number];

/** Which suppliers source each hardware family and each software category: the invitation's suggestion. */
const hardwareCategory: Record<HardwareRange, SupplierCategory> = {
  laptops: "computers",
  desktops: "computers",
  servers: "servers-storage",
  storage: "servers-storage",
  networking: "networking",
  printers: "printing",
  pointOfSale: "point-of-sale",
  power: "power",
  displays: "audio-visual",
  accessories: "peripherals",
};
const softwareCategory: Record<CategoryId, SupplierCategory> = {
  productivity: "software",
  security: "security",
  backup: "software",
  management: "software",
  networking: "networking",
  "business-apps": "software",
};

/** A line a buyer can put in a quote request: "product:<slug>" from /products or "hardware:<range>" from /hardware. */
export interface QuoteItem {
  key: string;
  name: string;
  /** What a reader is told about it: the vendor, or the brands of a hardware family. */
  detail: string;
  category: SupplierCategory;
}

const cache = new Map<Language, Map<string, QuoteItem>>();

/** Every item a quote request can name, in `language`, by key. */
export function quoteItems(language: Language): Map<string, QuoteItem> {
  let items = cache.get(language);
  if (items) return items;
  const ranges = catalogueFor(language).hardware.ranges;
  items = new Map<string, QuoteItem>();
  for (const range of hardwareRanges) {
    const key = `hardware:${range}`;
    items.set(key, { key, name: ranges[range].title, detail: ranges[range].brands, category: hardwareCategory[range] });
  }
  for (const product of catalogueIn(language)) {
    const key = `product:${product.slug}`;
    items.set(key, { key, name: product.name, detail: product.vendor, category: softwareCategory[product.category] });
  }
  cache.set(language, items);
  return items;
}

/** The item a key names in `language`, or undefined for a key no page offers. */
export function findQuoteItem(key: string, language: Language): QuoteItem | undefined {
  return quoteItems(language).get(key);
}

/** The supplier categories a set of items falls in, in the order registration lists them. */
export function suggestedCategories(keys: readonly string[]): SupplierCategory[] {
  const wanted = new Set(keys.map((key) => findQuoteItem(key, "en")?.category));
  return productCategories.map(({ value }) => value).filter((category) => wanted.has(category));
}
