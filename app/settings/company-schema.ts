import { z } from "zod";
import { trnPattern } from "~/lib/trn";
import { weekdays, type CompanyFacts } from "./company";

/** The longest each company fact may be: the admin's form and the stored facts share them. */
export const companyLimits = {
  name: 80,
  legalName: 120,
  tagline: 160,
  officeName: 80,
  streetAddress: 200,
  area: 120,
  city: 80,
  country: 80,
  postalCode: 20,
  claim: 10,
} as const;

/** A phone number as people write it, with its country code: "+971 4 555 0142", 5 to 30 characters. */
export const phonePattern = /^(?=.{5,30}$)\+?[\d\s()-]+$/;

/** A time of day as hours and minutes, "09:00". */
export const timeOfDayPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const office = z.object({
  name: z.string().min(1).max(companyLimits.officeName),
  streetAddress: z.string().min(1).max(companyLimits.streetAddress),
  area: z.string().min(1).max(companyLimits.area),
  city: z.string().min(1).max(companyLimits.city),
  country: z.string().min(1).max(companyLimits.country),
  postalCode: z.string().max(companyLimits.postalCode).default(""),
});

const arabicOffice = office.omit({ postalCode: true });

export const companyFactsSchema: z.ZodType<CompanyFacts> = z.object({
  name: z.string().min(1).max(companyLimits.name),
  legalName: z.string().min(1).max(companyLimits.legalName),
  trn: z.union([z.literal(""), z.string().regex(trnPattern)]),
  tagline: z.string().min(1).max(companyLimits.tagline),
  phone: z.string().regex(phonePattern),
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
    yearsExperience: z.string().min(1).max(companyLimits.claim),
    happyClients: z.string().min(1).max(companyLimits.claim),
  }),
  openingHours: z.object({
    days: z.array(z.enum(weekdays)).min(1),
    opens: z.string().regex(timeOfDayPattern),
    closes: z.string().regex(timeOfDayPattern),
  }),
  arabic: z.object({
    tagline: z.string().min(1).max(companyLimits.tagline),
    offices: z.tuple([arabicOffice, arabicOffice]),
  }),
});
