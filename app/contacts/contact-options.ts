import { gccCountries } from "~/settings/company";

/** The choices the consultation form offers; shared by the page, the schema and the emails. */
export const contactOptions = {
  country: [
    ...gccCountries.map((country) => ({ value: country, label: country })),
    { value: "Other", label: "Another country" },
  ],
  service: [
    { value: "it-consulting", label: "IT consultancy" },
    { value: "hardware-supply", label: "IT hardware supply" },
    { value: "annual-maintenance", label: "Annual maintenance contract (AMC)" },
    { value: "software-products", label: "Software and products" },
    { value: "other", label: "Something else" },
  ],
  preferredContact: [
    { value: "email", label: "Email" },
    { value: "phone", label: "Phone call" },
    { value: "whatsapp", label: "WhatsApp" },
  ],
} as const;

export type ContactOptionField = keyof typeof contactOptions;
export type ContactOptionValue<F extends ContactOptionField> = (typeof contactOptions)[F][number]["value"];

export function contactOptionLabel<F extends ContactOptionField>(field: F, value: string): string {
  return contactOptions[field].find((option) => option.value === value)?.label ?? value;
}
