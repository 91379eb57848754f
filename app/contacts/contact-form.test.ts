import { describe, expect, it } from "vitest";
import { buildContactRequest } from "~/testing/factories";
import { en } from "~/i18n/catalogues/en";
import { contactRequestSchema as schemaIn } from "./contact-form";

const contactRequestSchema = schemaIn(en.contact.errors);

function errorsFor(input: Record<string, unknown>) {
  const result = contactRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the consultation form", () => {
  it("accepts a complete request and trims what people type", () => {
    const result = contactRequestSchema.parse({ ...buildContactRequest(), name: "  Layla Haddad  " });
    expect(result.name).toBe("Layla Haddad");
    const pasted = contactRequestSchema.parse({
      ...buildContactRequest(),
      name: "Layla\r\nHaddad",
      company: "Haddad \n Logistics",
      message: "Two sites.\nSixty PCs.",
    });
    expect(pasted).toMatchObject({
      name: "Layla Haddad",
      company: "Haddad Logistics",
      message: "Two sites.\nSixty PCs.",
    });
  });

  it("reads a phone number typed in Arabic-Indic digits and keeps it in Western digits", () => {
    const result = contactRequestSchema.parse({ ...buildContactRequest(), phone: " +٩٧١ ٥٠ ٧٦٥ ٤٣٢١ " });
    expect(result.phone).toBe("+971 50 765 4321");
    expect(contactRequestSchema.parse({ ...buildContactRequest(), phone: "۰۵۰۱۲۳۴۵۶۷" }).phone).toBe("0501234567");
  });

  it("gives one clear message per missing field", () => {
    expect(errorsFor({})).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email address.",
      country: "Please choose your country.",
      service: "Please choose the service you are interested in.",
      preferredContact: "Please choose how we should contact you.",
      message: "Please tell us briefly what you need.",
    });
  });

  it("explains malformed values", () => {
    const errors = errorsFor({
      ...buildContactRequest(),
      email: "layla@",
      phone: "call me",
      message: "Hi",
      country: "Mars",
    });
    expect(errors).toEqual({
      email: "Please enter a valid email address, such as name@company.ae.",
      phone: "Please enter a valid phone number, such as +971 50 123 4567.",
      message: "Please tell us a little more (at least 20 characters).",
      country: "Please choose your country.",
    });
  });

  it("needs a phone number when the visitor asks to be called or messaged", () => {
    expect(errorsFor({ ...buildContactRequest(), phone: undefined, preferredContact: "whatsapp" })).toEqual({
      phone: "Please enter a phone number so we can call or message you.",
    });
    expect(errorsFor({ ...buildContactRequest(), phone: undefined, preferredContact: "email" })).toEqual({});
  });

  it("refuses a message past 5,000 characters", () => {
    expect(errorsFor({ ...buildContactRequest(), message: "x".repeat(5001) })).toEqual({
      message: "Please keep your message under 5,000 characters.",
    });
  });
});
