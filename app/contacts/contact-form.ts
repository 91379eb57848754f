import { phoneNumberChecks } from "~/forms/phone";
import { line } from "~/forms/text";
import { z } from "~/forms/zod";
import type { contact } from "~/i18n/catalogues/en/contact";
import { contactOptions, type ContactOptionField, type ContactOptionValue } from "./contact-options";

/** The form's messages in the visitor's language: the catalogue's `contact.errors`. */
export type ContactFormMessages = typeof contact.errors;

function oneOf<F extends ContactOptionField>(field: F, message: string) {
  const values = contactOptions[field].map((option) => option.value) as [
    ContactOptionValue<F>,
    ...ContactOptionValue<F>[],
  ];
  return z.enum(values, { error: message });
}

function text(required: string | undefined, ...checks: Parameters<ReturnType<typeof z.string>["check"]>) {
  return z.string(required ? { error: required } : undefined).check(z.trim(), ...checks);
}

/** The free-consultation form, validated the same way in the browser and on the server, in the page's language. */
export function contactRequestSchema(messages: ContactFormMessages) {
  return z
    .object({
      name: line(messages.nameRequired, z.minLength(2, messages.nameShort), z.maxLength(100, messages.nameLong)),
      company: z.optional(line(undefined, z.maxLength(120, messages.companyLong))),
      email: text(
        messages.emailRequired,
        z.maxLength(254, messages.emailLong),
        z.regex(z.regexes.email, messages.emailInvalid),
      ),
      phone: z.optional(text(undefined, ...phoneNumberChecks(messages.phoneInvalid))),
      country: oneOf("country", messages.country),
      service: oneOf("service", messages.service),
      preferredContact: oneOf("preferredContact", messages.preferredContact),
      message: text(
        messages.messageRequired,
        z.minLength(20, messages.messageShort),
        z.maxLength(5000, messages.messageLong),
      ),
    })
    .check(
      z.refine((value) => value.preferredContact === "email" || Boolean(value.phone), {
        path: ["phone"],
        message: messages.phoneRequired,
        // Checked even while other fields are still wrong, so every problem shows at once.
        when: (payload) =>
          !payload.issues.some((issue) => ["phone", "preferredContact"].includes(String(issue.path?.[0]))),
      }),
    );
}

export type ContactRequest = z.output<ReturnType<typeof contactRequestSchema>>;
