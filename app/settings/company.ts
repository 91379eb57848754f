import type { CompanyFacts } from "~/db/documents";

export type { CompanyFacts };

export const gccCountries = ["UAE", "Saudi Arabia", "Qatar", "Oman", "Bahrain", "Kuwait"] as const;

export const defaultCompanyFacts: CompanyFacts = {
  name: "Falcon Edge IT",
  legalName: "Falcon Edge IT Solutions LLC",
  tagline: "IT consultancy, hardware supply and managed support for businesses across the GCC",
  phone: "+971 4 555 0142",
  email: "info@falconedge-it.ae",
  notificationEmail: "consultations@falconedge-it.ae",
  offices: [
    {
      name: "Business Bay head office",
      streetAddress: "Office 1204, Bay Square Building 11",
      area: "Business Bay",
      city: "Dubai",
      country: "United Arab Emirates",
      postalCode: "",
    },
    {
      name: "Al Quoz service centre and warehouse",
      streetAddress: "Warehouse 7, Street 18",
      area: "Al Quoz Industrial Area 3",
      city: "Dubai",
      country: "United Arab Emirates",
      postalCode: "",
    },
  ],
  socialLinks: {
    facebook: "https://www.facebook.com/falconedgeit",
    twitter: "https://x.com/falconedgeit",
    linkedin: "https://www.linkedin.com/company/falconedgeit",
    instagram: "https://www.instagram.com/falconedgeit",
  },
  claims: { yearsExperience: "15+", happyClients: "500+" },
};

/** Digits only, as tel: and WhatsApp links want them. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, "");
}

/** A WhatsApp click-to-chat link to the company phone, with a first message ready to send. */
export function whatsappLink(company: Pick<CompanyFacts, "name" | "phone">): string {
  const message = `Hello ${company.name}, I would like a free IT consultation.`;
  return `https://wa.me/${phoneDigits(company.phone)}?text=${encodeURIComponent(message)}`;
}
