import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { gccCountries } from "~/settings/company";

const countryCodes: Record<(typeof gccCountries)[number], CountryCode> = {
  UAE: "AE",
  "Saudi Arabia": "SA",
  Qatar: "QA",
  Oman: "OM",
  Bahrain: "BH",
  Kuwait: "KW",
};

/**
 * A visitor's phone number in international form ("+971501234567"), read as a number of the
 * country they chose when it has no country code, so that a call or a WhatsApp chat reaches them
 * from anywhere; undefined when it is not a valid number there.
 */
export function internationalNumber(phone: string, country: string): { e164: string; display: string } | undefined {
  const number = parsePhoneNumberFromString(phone, countryCodes[country as keyof typeof countryCodes]);
  if (!number?.isValid()) return undefined;
  return { e164: number.number, display: number.formatInternational() };
}
