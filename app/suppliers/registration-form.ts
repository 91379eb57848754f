import { z } from "~/forms/zod";
import { trnPattern } from "~/lib/trn";
import { MAX_DOCUMENT_BYTES, productCategories, registrationCountries } from "./registration-options";

function text(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}

const categoryValues = productCategories.map((category) => category.value) as [string, ...string[]];

/** The supplier registration form; the document's type is checked by content on the server. */
export const registrationSchema = z.object({
  companyName: text(
    "Please enter your company's legal name.",
    150,
    "Please keep the company name under 150 characters.",
  ),
  tradeLicenceNumber: z
    .string({ error: "Please enter your trade licence number." })
    .check(
      z.trim(),
      z.regex(
        /^[A-Za-z0-9/-]{3,40}$/,
        "Please enter the licence number as it appears on the licence (letters, digits, / and -).",
      ),
    ),
  trn: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(trnPattern, "A UAE Tax Registration Number has 15 digits. Leave it empty if you have none."),
      ),
  ),
  country: z.enum(registrationCountries, { error: "Please choose your country." }),
  city: text("Please enter your city.", 80, "Please keep the city under 80 characters."),
  address: text("Please enter your business address.", 300, "Please keep the address under 300 characters."),
  website: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(200, "Please keep the website address under 200 characters."),
        z.regex(/^https?:\/\/[^\s.]+\.[^\s]+$/, "Please enter the full address, starting with https://"),
      ),
  ),
  contactName: text("Please enter the name of your contact person.", 100, "Please keep the name under 100 characters."),
  contactRole: text("Please enter the contact person's role.", 100, "Please keep the role under 100 characters."),
  email: z
    .string({ error: "Please enter an email address." })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(254, "This email address is too long."),
      z.regex(z.regexes.email, "Please enter a valid email address, such as sales@company.ae."),
    ),
  phone: z
    .string({ error: "Please enter a phone number." })
    .check(z.trim(), z.regex(/^\+?[\d\s()-]{7,20}$/, "Please enter a valid phone number, such as +971 4 123 4567.")),
  // One ticked box arrives as a string, several as a list.
  productCategories: z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())], { error: "Please choose at least one category." }),
      z.transform((value) => (Array.isArray(value) ? value : [value])),
    ),
    z
      .array(z.enum(categoryValues, { error: "Please choose from the list." }))
      .check(z.minLength(1, "Please choose at least one category.")),
  ),
  brands: text("Please list the brands you supply.", 500, "Please keep the brands under 500 characters."),
  yearsInBusiness: z
    .pipe(
      z.string({ error: "Please enter how many years you have been in business." }),
      z.transform((value) => Number(value)),
    )
    .check(
      z.refine(
        (value) => Number.isInteger(value) && value >= 0 && value <= 150,
        "Please enter a whole number of years, such as 8.",
      ),
    ),
  planId: z
    .string({ error: "Please choose a subscription plan." })
    .check(z.regex(/^[0-9a-f-]{36}$/, "Please choose a subscription plan.")),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000, "Please keep the note under 2,000 characters."))),
  acceptTerms: z.literal("on", { error: "Please accept the terms of service to register." }),
  document: z.optional(
    z
      .file({ error: "Please choose a file." })
      .check(z.maxSize(MAX_DOCUMENT_BYTES, "The document is larger than 5 MB. Please upload a smaller scan or photo.")),
  ),
});

export type Registration = z.output<typeof registrationSchema>;

/** A supplier editing its company profile: the registration without the email, plan and terms. */
export const profileSchema = z.omit(registrationSchema, {
  email: true,
  planId: true,
  acceptTerms: true,
});

export type ProfileChanges = z.output<typeof profileSchema>;
