import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

// The countries the forms offer (gccCountries); "Other" has no code, so its numbers need their own.
const countryCodes: Record<string, CountryCode> = {
  UAE: "AE",
  "Saudi Arabia": "SA",
  Qatar: "QA",
  Oman: "OM",
  Bahrain: "BH",
  Kuwait: "KW",
};

/**
 * A phone number as typed on a form, in international form ("+971501234567"): read as a number of
 * `country` when it has no country code ("+" or "00"), so that a call or a WhatsApp chat reaches it
 * from anywhere; undefined when it is not a valid number.
 */
export function internationalNumber(
  phone: string,
  country: string,
): { e164: string; display: string; callHref: string } | undefined {
  const number = parsePhoneNumberFromString(phone.trim().replace(/^00/, "+"), countryCodes[country]);
  if (!number?.isValid()) return undefined;
  return { e164: number.number, display: number.formatInternational(), callHref: `tel:${number.number}` };
}

/** tel: with the country code, so that a Saudi "055…" rings in Riyadh, not Dubai; null when unreadable. */
export function callHref(phone: string, country: string): string | null {
  return internationalNumber(phone, country)?.callHref ?? null;
}
