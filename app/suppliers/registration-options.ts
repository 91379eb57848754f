import { gccCountries } from "~/settings/company";

/** The choices the registration form offers; kept apart from the schema so the page loads without it. */
export const productCategories = [
  { value: "computers", label: "Laptops and desktops" },
  { value: "servers-storage", label: "Servers and storage" },
  { value: "networking", label: "Networking" },
  { value: "security", label: "Security appliances and software" },
  { value: "printing", label: "Printers and imaging" },
  { value: "point-of-sale", label: "Point of sale" },
  { value: "power", label: "Power protection and UPS" },
  { value: "software", label: "Software licences" },
  { value: "cloud", label: "Cloud services" },
  { value: "peripherals", label: "Accessories and peripherals" },
  { value: "cabling", label: "Cabling and infrastructure" },
  { value: "audio-visual", label: "Audio-visual and meeting rooms" },
] as const;

/** A supplier category as the admin area names it. */
export const categoryLabel = (value: string) =>
  productCategories.find((category) => category.value === value)?.label ?? value;

export const registrationCountries = [...gccCountries, "Other"] as const;

/** The largest trade-licence document accepted. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
