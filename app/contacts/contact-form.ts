import { z } from "~/forms/zod";
import { contactOptions, type ContactOptionField, type ContactOptionValue } from "./contact-options";

function oneOf<F extends ContactOptionField>(field: F, message: string) {
  const values = contactOptions[field].map((option) => option.value) as [
    ContactOptionValue<F>,
    ...ContactOptionValue<F>[],
  ];
  return z.enum(values, { error: message });
}

const phonePattern = /^\+?[\d\s()-]{7,20}$/;

function text(required: string | undefined, ...checks: Parameters<ReturnType<typeof z.string>["check"]>) {
  return z.string(required ? { error: required } : undefined).check(z.trim(), ...checks);
}

/** The free-consultation form, validated the same way in the browser and on the server. */
export const contactRequestSchema = z
  .object({
    name: text(
      "Please enter your name.",
      z.minLength(2, "Please enter your full name."),
      z.maxLength(100, "Please keep your name under 100 characters."),
    ),
    company: z.optional(text(undefined, z.maxLength(120, "Please keep the company name under 120 characters."))),
    email: text(
      "Please enter your email address.",
      z.maxLength(254, "This email address is too long."),
      z.regex(z.regexes.email, "Please enter a valid email address, such as name@company.ae."),
    ),
    phone: z.optional(
      text(undefined, z.regex(phonePattern, "Please enter a valid phone number, such as +971 50 123 4567.")),
    ),
    country: oneOf("country", "Please choose your country."),
    service: oneOf("service", "Please choose the service you are interested in."),
    preferredContact: oneOf("preferredContact", "Please choose how we should contact you."),
    message: text(
      "Please tell us briefly what you need.",
      z.minLength(20, "Please tell us a little more (at least 20 characters)."),
      z.maxLength(5000, "Please keep your message under 5,000 characters."),
    ),
  })
  .check(
    z.refine((value) => value.preferredContact === "email" || Boolean(value.phone), {
      path: ["phone"],
      message: "Please enter a phone number so we can call or message you.",
      // Checked even while other fields are still wrong, so every problem shows at once.
      when: (payload) =>
        !payload.issues.some((issue) => ["phone", "preferredContact"].includes(String(issue.path?.[0]))),
    }),
  );

export type ContactRequest = z.output<typeof contactRequestSchema>;
