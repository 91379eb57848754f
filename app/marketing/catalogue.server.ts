import { catalogueFor, translatorFor } from "~/i18n/catalogues.server";
import type { productCatalogue } from "~/i18n/catalogues/en/productCatalogue";
import type { Language } from "~/i18n/languages";

/**
 * The software and products we supply and support; the /products page searches it. Names (the
 * products' own, brand names that Arabic pages also show in Latin letters), vendors and search tags
 * are the same in every language; descriptions, licensing terms and category
 * names are in the catalogue's `productCatalogue`.
 */
interface CatalogueEntry {
  slug: keyof typeof productCatalogue.items;
  name: string;
  vendor: string;
  category: CategoryId;
  tags: string[];
}

/** An item as a page in one language shows it. */
export interface CatalogueItem extends CatalogueEntry {
  description: string;
  licensing: string;
  categoryLabel: string;
}

export type CategoryId = keyof typeof productCatalogue.categories;

export const categoryIds: CategoryId[] = [
  "productivity",
  "security",
  "backup",
  "management",
  "networking",
  "business-apps",
];

const entries: CatalogueEntry[] = [
  {
    slug: "microsoft-365-business-premium",
    name: "Microsoft 365 Business Premium",
    vendor: "Microsoft",
    category: "productivity",
    tags: ["email", "office", "teams", "intune", "defender", "cloud"],
  },
  {
    slug: "microsoft-365-business-standard",
    name: "Microsoft 365 Business Standard",
    vendor: "Microsoft",
    category: "productivity",
    tags: ["email", "office", "teams", "onedrive", "cloud"],
  },
  {
    slug: "google-workspace-business",
    name: "Google Workspace Business Standard",
    vendor: "Google",
    category: "productivity",
    tags: ["email", "gmail", "docs", "meet", "cloud"],
  },
  {
    slug: "teams-rooms",
    name: "Microsoft Teams Rooms",
    vendor: "Microsoft",
    category: "productivity",
    tags: ["video", "meeting room", "conference", "teams"],
  },
  {
    slug: "adobe-acrobat-pro",
    name: "Adobe Acrobat Pro",
    vendor: "Adobe",
    category: "productivity",
    tags: ["pdf", "e-signature", "documents"],
  },
  {
    slug: "defender-for-business",
    name: "Microsoft Defender for Business",
    vendor: "Microsoft",
    category: "security",
    tags: ["antivirus", "edr", "endpoint", "ransomware"],
  },
  {
    slug: "crowdstrike-falcon-go",
    name: "CrowdStrike Falcon Go",
    vendor: "CrowdStrike",
    category: "security",
    tags: ["antivirus", "edr", "endpoint", "ransomware"],
  },
  {
    slug: "sophos-intercept-x",
    name: "Sophos Intercept X",
    vendor: "Sophos",
    category: "security",
    tags: ["antivirus", "edr", "mdr", "endpoint"],
  },
  {
    slug: "fortigate",
    name: "FortiGate",
    vendor: "Fortinet",
    category: "security",
    tags: ["firewall", "vpn", "utm", "web filtering", "sd-wan"],
  },
  {
    slug: "mimecast-email-security",
    name: "Mimecast Email Security",
    vendor: "Mimecast",
    category: "security",
    tags: ["email", "phishing", "spam", "archiving"],
  },
  {
    slug: "knowbe4",
    name: "KnowBe4 Security Awareness Training",
    vendor: "KnowBe4",
    category: "security",
    tags: ["training", "phishing", "awareness", "arabic"],
  },
  {
    slug: "veeam-backup",
    name: "Veeam Backup & Replication",
    vendor: "Veeam",
    category: "backup",
    tags: ["backup", "server", "vmware", "hyper-v", "ransomware"],
  },
  {
    slug: "veeam-microsoft-365",
    name: "Veeam Backup for Microsoft 365",
    vendor: "Veeam",
    category: "backup",
    tags: ["backup", "email", "microsoft 365", "retention"],
  },
  {
    slug: "acronis-cyber-protect",
    name: "Acronis Cyber Protect",
    vendor: "Acronis",
    category: "backup",
    tags: ["backup", "laptop", "server", "patching"],
  },
  {
    slug: "synology-active-backup",
    name: "Synology Active Backup for Business",
    vendor: "Synology",
    category: "backup",
    tags: ["nas", "backup", "storage", "file server"],
  },
  {
    slug: "microsoft-intune",
    name: "Microsoft Intune",
    vendor: "Microsoft",
    category: "management",
    tags: ["mdm", "devices", "autopilot", "mobile"],
  },
  {
    slug: "ninjaone",
    name: "NinjaOne RMM",
    vendor: "NinjaOne",
    category: "management",
    tags: ["rmm", "patching", "monitoring", "remote support"],
  },
  {
    slug: "jamf-now",
    name: "Jamf Now",
    vendor: "Jamf",
    category: "management",
    tags: ["mac", "apple", "ipad", "mdm"],
  },
  {
    slug: "servicedesk-plus",
    name: "ManageEngine ServiceDesk Plus",
    vendor: "ManageEngine",
    category: "management",
    tags: ["help desk", "itsm", "tickets", "assets"],
  },
  {
    slug: "cisco-meraki",
    name: "Cisco Meraki",
    vendor: "Cisco",
    category: "networking",
    tags: ["wi-fi", "switch", "branch", "cloud managed", "sd-wan"],
  },
  {
    slug: "ubiquiti-unifi",
    name: "Ubiquiti UniFi",
    vendor: "Ubiquiti",
    category: "networking",
    tags: ["wi-fi", "switch", "access point", "small office"],
  },
  {
    slug: "aruba-instant-on",
    name: "HPE Aruba Networking Instant On",
    vendor: "HPE Aruba Networking",
    category: "networking",
    tags: ["wi-fi", "switch", "retail", "small office"],
  },
  {
    slug: "zoho-books",
    name: "Zoho Books",
    vendor: "Zoho",
    category: "business-apps",
    tags: ["accounting", "vat", "corporate tax", "invoicing"],
  },
  {
    slug: "dynamics-business-central",
    name: "Microsoft Dynamics 365 Business Central",
    vendor: "Microsoft",
    category: "business-apps",
    tags: ["erp", "inventory", "finance", "distribution"],
  },
  {
    slug: "odoo",
    name: "Odoo",
    vendor: "Odoo",
    category: "business-apps",
    tags: ["erp", "pos", "inventory", "hr", "arabic"],
  },
  {
    slug: "zoho-crm",
    name: "Zoho CRM",
    vendor: "Zoho",
    category: "business-apps",
    tags: ["crm", "sales", "whatsapp", "pipeline"],
  },
];

export function isCategory(value: string | null): value is CategoryId {
  return categoryIds.some((category) => category === value);
}

/** The category names in `language`, in the catalogue's order. */
export function categoriesIn(language: Language): Array<{ id: CategoryId; label: string }> {
  const names = catalogueFor(language).productCatalogue.categories;
  return categoryIds.map((id) => ({ id, label: names[id] }));
}

function inLanguage(entry: CatalogueEntry, language: Language): CatalogueItem {
  const { productCatalogue: texts } = catalogueFor(language);
  return { ...entry, ...texts.items[entry.slug], categoryLabel: texts.categories[entry.category] };
}

/** The whole catalogue in `language`. */
export function catalogueIn(language: Language): CatalogueItem[] {
  return entries.map((entry) => inLanguage(entry, language));
}

/**
 * Items matching every word of `query` (in name, vendor, description or tags, the description in
 * the page's language) within `category`.
 */
export function searchCatalogue(options: {
  query?: string;
  category?: CategoryId;
  language: Language;
}): CatalogueItem[] {
  const words = (options.query ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return catalogueIn(options.language).filter((item) => {
    if (options.category && item.category !== options.category) return false;
    const haystack = [item.name, item.vendor, item.description, ...item.tags].join(" ").toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** The catalogue item with this slug, if there is one. */
export function findCatalogueItem(slug: string | null): CatalogueEntry | undefined {
  return entries.find((item) => item.slug === slug);
}

/** What the contact form says, in the page's language, for a visitor who asked for a quotation on an item. */
export function quotationRequest(item: CatalogueEntry, language: Language) {
  const t = translatorFor(language, "contact");
  return {
    service: "software-products" as const,
    message: t("form.quotationFor", { name: item.name, vendor: item.vendor }),
  };
}
