import { z } from "zod";
import { trnPattern } from "~/lib/trn";
import { weekdays } from "./company";
import { companyLimits, phonePattern, timeOfDayPattern } from "./company-schema";

// The forms of /admin/settings, one per section (intent), with messages an admin can act on.

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `Please keep the ${label} under ${max} characters.`);

const url = (network: string) =>
  z.url({ error: `Please enter the full ${network} address, starting with https://.`, protocol: /^https?$/ });

const office = z.object({
  name: text("office name", companyLimits.officeName),
  streetAddress: text("street address", companyLimits.streetAddress),
  area: text("area", companyLimits.area),
  city: text("city", companyLimits.city),
  country: text("country", companyLimits.country),
  postalCode: z
    .string()
    .trim()
    .max(companyLimits.postalCode, `Please keep the postal code under ${companyLimits.postalCode} characters.`)
    .default(""),
});

const arabicOffice = office.omit({ postalCode: true });

const time = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .regex(timeOfDayPattern, `Please enter the ${label} as hours and minutes, such as 09:00.`);

const email = (what: string) =>
  z.email({ error: `Please enter ${what} as an email address, such as info@example.ae.` });

/** What the admin may set as the shortest password. */
export const passwordMinLengthBounds = { lowest: 8, highest: 64 } as const;

export const settingsFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("company"),
    name: text("company name", companyLimits.name),
    legalName: text("legal name", companyLimits.legalName),
    trn: z
      .string()
      .trim()
      .default("")
      .refine(
        (value) => value === "" || trnPattern.test(value),
        "Please enter the 15-digit Tax Registration Number (TRN), digits only, or leave it empty.",
      ),
    tagline: text("tagline", companyLimits.tagline),
    phone: z
      .string({ error: "Please enter the phone number." })
      .trim()
      .regex(
        phonePattern,
        "Please enter the phone number with its country code, such as +971 4 555 0142 (at most 30 characters).",
      ),
    email: email("the contact address"),
    notificationEmail: email("the notification address"),
    offices: z.tuple([office, office], { error: "Please fill in both offices." }),
    socialLinks: z.object({
      facebook: url("Facebook"),
      twitter: url("Twitter"),
      linkedin: url("LinkedIn"),
      instagram: url("Instagram"),
    }),
    claims: z.object({
      yearsExperience: text("years of experience", companyLimits.claim),
      happyClients: text("number of clients", companyLimits.claim),
    }),
    openingHours: z
      .object({
        // One ticked box arrives as a string, several as a list.
        days: z.preprocess(
          (value) => (value === undefined ? [] : [value].flat()),
          z.array(z.enum(weekdays)).min(1, "Please tick at least one working day."),
        ),
        opens: time("opening time"),
        closes: time("closing time"),
      })
      .refine((hours) => hours.opens < hours.closes, {
        path: ["closes"],
        message: "Please choose a closing time after the opening time.",
      }),
    arabic: z.object({
      tagline: text("Arabic tagline", companyLimits.tagline),
      offices: z.tuple([arabicOffice, arabicOffice], { error: "Please fill in both offices in Arabic." }),
    }),
  }),
  z.object({
    intent: z.literal("security"),
    // Digits only: a number parser would also take "0x10" or "1e1".
    passwordMinLength: z
      .string({ error: "Please enter a number of characters." })
      .trim()
      .regex(/^\d{1,3}$/, "Please enter a whole number of characters.")
      .transform(Number)
      .pipe(
        z
          .number()
          .min(
            passwordMinLengthBounds.lowest,
            `Passwords must be at least ${passwordMinLengthBounds.lowest} characters long.`,
          )
          .max(passwordMinLengthBounds.highest, `Please choose at most ${passwordMinLengthBounds.highest} characters.`),
      ),
  }),
  z.object({
    intent: z.literal("invite"),
    email: email("the new admin's address").transform((value) => value.toLowerCase()),
  }),
  z.object({ intent: z.literal("remove"), userId: z.string().min(1).max(64) }),
  z.object({ intent: z.literal("reset-second-factor"), userId: z.string().min(1).max(64) }),
]);
