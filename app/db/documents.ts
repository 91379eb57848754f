// The shapes of the JSON documents kept in jsonb columns: what a settings row holds, what a receipt
// froze when it was made. The schema types its columns with them; the domain fills them.

interface Office {
  name: string;
  streetAddress: string;
  area: string;
  city: string;
  country: string;
  postalCode: string;
}

export const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type Weekday = (typeof weekdays)[number];

/** What the Arabic pages, emails and invoices say in place of the English wording. */
interface ArabicWording {
  tagline: string;
  offices: [Omit<Office, "postalCode">, Omit<Office, "postalCode">];
}

/** The company facts every public page shows; admins edit them in settings. */
export interface CompanyFacts {
  name: string;
  legalName: string;
  /** The UAE Tax Registration Number printed on tax invoices (15 digits), or "" until registered. */
  trn: string;
  tagline: string;
  phone: string;
  email: string;
  /** Where new consultation requests are announced. */
  notificationEmail: string;
  offices: [Office, Office];
  socialLinks: { facebook: string; twitter: string; linkedin: string; instagram: string };
  claims: { yearsExperience: string; happyClients: string };
  /** When consultants answer, in Dubai time ("09:00" to "18:00"). */
  openingHours: { days: Weekday[]; opens: string; closes: string };
  /** The tagline and the offices in Arabic; the names, numbers and addresses stay as they are. */
  arabic: ArabicWording;
}
