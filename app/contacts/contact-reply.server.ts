import { translatorFor } from "~/i18n/catalogues.server";
import { internationalNumber } from "~/lib/phone-number";
import { whatsappLink, type CompanyFacts } from "~/settings/company";
import type { ContactMessage } from "./contact-inbox.server";
import { contactOptions, type ContactOptionValue } from "./contact-options";

export interface ContactReply {
  /** The visitor's number in international form, or as typed when it could not be read. */
  phone: string | null;
  /** tel: with the country code, when the number could be read. */
  callHref: string | null;
  /** mailto: with a subject in the visitor's language. */
  emailHref: string;
  /** A WhatsApp chat with a greeting in the visitor's language, when they asked for WhatsApp. */
  whatsappHref: string | null;
  /** They asked for WhatsApp, but their number could not be read: the team calls or writes instead. */
  whatsappUnreachable: boolean;
}

/** How the team answers a consultation request: in the visitor's language, the way they asked to be reached. */
export function contactReply(message: ContactMessage, company: CompanyFacts): ContactReply {
  const t = translatorFor(message.language, "emails");
  const options = translatorFor(message.language, "contact");
  const service = contactOptions.service.some((option) => option.value === message.service)
    ? options(`options.service.${message.service as ContactOptionValue<"service">}`)
    : message.service;
  const words = { name: message.name, company: company.name, service };
  const number = message.phone ? internationalNumber(message.phone, message.country) : undefined;
  const wantsWhatsapp = message.preferredContact === "whatsapp";
  return {
    phone: number?.display ?? message.phone,
    callHref: number?.callHref ?? null,
    emailHref: `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(t("contactReply.subject", words))}`,
    whatsappHref: number && wantsWhatsapp ? whatsappLink(number.e164, t("contactReply.whatsapp", words)) : null,
    whatsappUnreachable: wantsWhatsapp && !number,
  };
}
