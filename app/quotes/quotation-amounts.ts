import { westernDigits } from "~/lib/digits";

// How a quotation's prices and dates are read and written, without zod: the page's totals use
// these on every keystroke, and the form's schema (loaded later) and the domain check with them.

/** The highest unit price taken, in minor units: 10 million of the currency, well inside an integer column. */
export const MAX_UNIT_PRICE_MINOR = 1_000_000_000;
export const MAX_LEAD_TIME_DAYS = 365;
/** The longest notes a quotation takes, in characters. */
export const MAX_QUOTATION_NOTES_LENGTH = 2000;

/**
 * "1,250.50" (or "١٬٢٥٠٫٥٠" typed on an Arabic keyboard) in hundredths of the unit, 125050; undefined
 * for anything but a plain amount with at most two decimals. Counted in whole numbers, never floats.
 */
export function parseAmount(text: string): number | undefined {
  const plain = westernDigits(text)
    .replace(/\u066b/g, ".")
    .replace(/[\s,\u066c]/g, "");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Whether "YYYY-MM-DD" names a day of the calendar. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
