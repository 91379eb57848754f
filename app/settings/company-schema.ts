import { z } from "zod";
import { trnPattern } from "~/lib/trn";
import { weekdays, type CompanyFacts } from "./company";

const office = z.object({
  name: z.string().min(1).max(80),
  streetAddress: z.string().min(1).max(200),
  area: z.string().min(1).max(120),
  city: z.string().min(1).max(80),
  country: z.string().min(1).max(80),
  postalCode: z.string().max(20).default(""),
});

const arabicOffice = office.omit({ postalCode: true });

export const companyFactsSchema: z.ZodType<CompanyFacts> = z.object({
  name: z.string().min(1).max(80),
  legalName: z.string().min(1).max(120),
  trn: z.union([z.literal(""), z.string().regex(trnPattern)]),
  tagline: z.string().min(1).max(160),
  phone: z.string().min(5).max(30),
  email: z.email(),
  notificationEmail: z.email(),
  offices: z.tuple([office, office]),
  socialLinks: z.object({
    facebook: z.url(),
    twitter: z.url(),
    linkedin: z.url(),
    instagram: z.url(),
  }),
  claims: z.object({
    yearsExperience: z.string().min(1).max(10),
    happyClients: z.string().min(1).max(10),
  }),
  openingHours: z.object({
    days: z.array(z.enum(weekdays)).min(1),
    opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  }),
  arabic: z.object({
    tagline: z.string().min(1).max(160),
    offices: z.tuple([arabicOffice, arabicOffice]),
  }),
});
