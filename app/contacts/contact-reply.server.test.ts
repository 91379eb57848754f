import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/settings/company";
import { buildContactRequest } from "~/testing/factories";
import type { ContactMessage } from "./contact-inbox.server";
import { contactReply } from "./contact-reply.server";

const company = { ...defaultCompanyFacts, name: "Falcon Edge IT" };

function message(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    ...buildContactRequest(),
    id: "5b0f3c9e-3f7a-4d1b-9a52-6f1f0c2e8d11",
    company: "Haddad Trading LLC",
    phone: "+971 50 123 4567",
    language: "en",
    status: "read",
    ipAddress: null,
    userAgent: null,
    createdAt: new Date("2026-12-07T08:00:00Z"),
    ...overrides,
  };
}

const subjectOf = (href: string) => new URL(href).searchParams.get("subject");

describe("contactReply", () => {
  it("writes in Arabic to a visitor who wrote from the Arabic site, on WhatsApp when they asked for it", () => {
    const reply = contactReply(
      message({
        name: "خالد المنصوري",
        phone: "055 123 4567",
        country: "Saudi Arabia",
        preferredContact: "whatsapp",
        service: "annual-maintenance",
        language: "ar",
      }),
      company,
    );
    expect(subjectOf(reply.emailHref)).toBe("رد: عقد الصيانة السنوية – استفساركم لدى \u2068Falcon Edge IT\u2069");
    expect(reply.whatsappHref).toBe(
      `https://wa.me/966551234567?text=${encodeURIComponent(
        "مرحبًا \u2068خالد المنصوري\u2069، نتواصل معكم من \u2068Falcon Edge IT\u2069 بخصوص طلبكم استشارةً مجانية في عقد الصيانة السنوية.",
      )}`,
    );
    expect(reply).toMatchObject({
      callHref: "tel:+966551234567",
      phone: "+966 55 123 4567",
      whatsappUnreachable: false,
    });
  });

  it("writes an English email to a visitor who wrote in English and asked for email", () => {
    const reply = contactReply(message({ email: "layla@haddad-trading.ae" }), company);
    expect(reply.emailHref).toMatch(/^mailto:layla%40haddad-trading\.ae\?subject=/);
    expect(subjectOf(reply.emailHref)).toBe("Re: IT hardware supply – your enquiry to Falcon Edge IT");
    expect(reply.whatsappHref).toBeNull();
    expect(reply.callHref).toBe("tel:+971501234567");
  });

  it("says so when WhatsApp was asked for with a number that cannot be read, and keeps the number as typed", () => {
    const reply = contactReply(
      message({ phone: "12345 678", country: "Other", preferredContact: "whatsapp" }),
      company,
    );
    expect(reply).toMatchObject({ whatsappHref: null, callHref: null, phone: "12345 678", whatsappUnreachable: true });
  });

  it("names a service the form no longer offers as it was stored", () => {
    expect(subjectOf(contactReply(message({ service: "cloud-migration" }), company).emailHref)).toBe(
      "Re: cloud-migration – your enquiry to Falcon Edge IT",
    );
  });
});
