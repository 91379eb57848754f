import { phoneNumberChecks } from "~/forms/phone";
import { requiredLine } from "~/forms/text";
import { z } from "~/forms/zod";
import type { supplierRegistration } from "~/i18n/catalogues/en/supplierRegistration";
import { languages } from "~/i18n/languages";
import { westernDigits } from "~/lib/digits";
import { trnPattern } from "~/lib/trn";
import { MAX_DOCUMENT_BYTES, productCategories, registrationCountries } from "./registration-options";

const categoryValues = productCategories.map((category) => category.value) as [string, ...string[]];

/** The form's messages in the page's language: the catalogue's `supplierRegistration.errors`. */
export type RegistrationMessages = typeof supplierRegistration.errors;

/**
 * A website as people write it: "gulfracks.ae" or "//gulfracks.ae" is read as https://gulfracks.ae,
 * and a phone's capital "Https://" as https://.
 */
function websiteAddress(typed: string): string {
  if (!typed) return typed;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(typed)?.[1];
  return scheme ? scheme.toLowerCase() + typed.slice(scheme.length) : `https://${typed.replace(/^\/+/, "")}`;
}

/** The supplier registration form, in the page's language; the document's type is checked by content on the server. */
export function registrationSchema(messages: RegistrationMessages) {
  return z.object({
    companyName: requiredLine(messages.companyNameRequired, 150, messages.companyNameLong),
    tradeLicenceNumber: z
      .string({ error: messages.tradeLicenceRequired })
      .check(
        z.trim(),
        z.overwrite(westernDigits),
        z.minLength(1, messages.tradeLicenceRequired),
        z.minLength(3, messages.tradeLicenceLength),
        z.maxLength(40, messages.tradeLicenceLength),
        z.regex(/^[A-Za-z0-9/-]*$/, messages.tradeLicenceInvalid),
      ),
    trn: z.optional(z.string().check(z.trim(), z.overwrite(westernDigits), z.regex(trnPattern, messages.trnInvalid))),
    country: z.enum(registrationCountries, { error: messages.country }),
    city: requiredLine(messages.cityRequired, 80, messages.cityLong),
    address: z
      .string({ error: messages.addressRequired })
      .check(z.trim(), z.minLength(1, messages.addressRequired), z.maxLength(300, messages.addressLong)),
    website: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(200, messages.websiteLong),
          z.overwrite(websiteAddress),
          z.regex(/^https?:\/\/[^\s./]+\.[^\s]+$/, messages.websiteInvalid),
        ),
    ),
    contactName: requiredLine(messages.contactNameRequired, 100, messages.contactNameLong),
    contactRole: requiredLine(messages.contactRoleRequired, 100, messages.contactRoleLong),
    email: z
      .string({ error: messages.emailRequired })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(254, messages.emailLong),
        z.regex(z.regexes.email, messages.emailInvalid),
      ),
    phone: z.string({ error: messages.phoneRequired }).check(z.trim(), ...phoneNumberChecks(messages.phoneInvalid)),
    // One ticked box arrives as a string, several as a list.
    productCategories: z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())], { error: messages.categoriesRequired }),
        z.transform((value) => (Array.isArray(value) ? value : [value])),
      ),
      z
        .array(z.enum(categoryValues, { error: messages.categoryInvalid }))
        .check(z.minLength(1, messages.categoriesRequired)),
    ),
    brands: requiredLine(messages.brandsRequired, 500, messages.brandsLong),
    yearsInBusiness: z
      .pipe(
        z.string({ error: messages.yearsRequired }),
        z.transform((value) => Number(westernDigits(value))),
      )
      .check(z.refine((value) => Number.isInteger(value) && value >= 0 && value <= 150, messages.yearsInvalid)),
    planId: z.string({ error: messages.planRequired }).check(z.regex(/^[0-9a-f-]{36}$/, messages.planRequired)),
    note: z.optional(z.string().check(z.trim(), z.maxLength(2000, messages.noteLong))),
    acceptTerms: z.literal("on", { error: messages.termsRequired }),
    document: z.optional(
      z.file({ error: messages.documentRequired }).check(z.maxSize(MAX_DOCUMENT_BYTES, messages.documentLarge)),
    ),
  });
}

export type Registration = z.output<ReturnType<typeof registrationSchema>>;

/**
 * A supplier editing its company profile: the registration without the email, plan and terms, and
 * with the language we write to them in (chosen at registration from the page's language).
 */
export function profileSchema(messages: RegistrationMessages) {
  return z.extend(z.omit(registrationSchema(messages), { email: true, planId: true, acceptTerms: true }), {
    language: z.enum(languages, { error: messages.languageRequired }),
  });
}

export type ProfileChanges = z.output<ReturnType<typeof profileSchema>>;
