import type { TFunction } from "i18next";
/** One day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  // 29 February plus a year is 28 February, and 31 January plus a month the end of February, not March.
  if (result.getUTCDate() !== date.getUTCDate()) result.setUTCDate(0);
  return result;
}

/** "1 year", "3 years" ("سنة واحدة", "3 سنوات"): a plan's term as the pages and emails say it, in `t`'s language. */
export function formatYears(years: number, t: TFunction<"shell">): string {
  return t("years", { count: years });
}

/** "2026-11-23": the calendar date in Dubai, where the business keeps its books. */
export function dubaiDate(date = new Date()): string {
  return inDubai("en-CA", "isoDate").format(date);
}

/** "23 November 2026" ("23 نوفمبر 2026" in ar-AE): a date as pages, emails and receipts write it, in Dubai time. */
export function formatLongDate(date: Date | string, locale = "en-AE"): string {
  return inDubai(locale, "longDate").format(new Date(date));
}

/** "23 Nov 2026, 2:05 PM" ("23 نوفمبر 2026، 2:05 م"): a moment as lists and logs show it, in Dubai time and `locale`. */
export function formatDateTime(value: string | Date, locale = "en-AE"): string {
  return inDubai(locale, "dateTime").format(new Date(value));
}

/** "23 Nov 2026": a day as lists and tables show it, in Dubai time. */
export function formatDate(value: string | Date): string {
  return inDubai("en-AE", "mediumDate").format(new Date(value));
}

/** "Sep 26" (short) or "September 2026" (long): a calendar month ("2026-09") as the admin's lists and charts name it. */
export function formatMonth(month: string, length: "short" | "long"): string {
  return inUtc(length === "short" ? "shortMonth" : "longMonth").format(new Date(`${month}-01T00:00:00Z`));
}

const styles = {
  isoDate: {},
  shortMonth: { month: "short", year: "2-digit" },
  longMonth: { month: "long", year: "numeric" },
  longDate: { dateStyle: "long" },
  mediumDate: { dateStyle: "medium" },
  // Not dateStyle "medium": in Arabic that is "23/11/2026", beside the long dates' "23 نوفمبر 2026".
  dateTime: { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formats = new Map<string, Intl.DateTimeFormat>();

// Each formatter is built on first use and kept: building one costs far more than formatting with
// it, and the first one a browser builds loads its date data, which a page that shows no date must
// not spend while it starts (docs/performance.md).
function inDubai(locale: string, style: keyof typeof styles): Intl.DateTimeFormat {
  return formatter(locale, style, "Asia/Dubai");
}

/** A month named as such is the same in every time zone: "2026-09" is read as its first day in UTC. */
function inUtc(style: keyof typeof styles): Intl.DateTimeFormat {
  return formatter("en-AE", style, "UTC");
}

function formatter(locale: string, style: keyof typeof styles, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...styles[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** Dubai keeps Gulf Standard Time all year (UTC+4, no daylight saving). */
const DUBAI_OFFSET = 4 * 60 * 60 * 1000;

/** "2026-11-28T17:00": a moment as a datetime-local field shows it, in Dubai time. */
export function toDubaiDateTimeInput(date: Date): string {
  return new Date(date.getTime() + DUBAI_OFFSET).toISOString().slice(0, 16);
}

/** The instant a Dubai calendar day ("2026-11-28") begins. */
export function dubaiDayStart(day: string): Date {
  return fromDubaiDateTimeInput(`${day}T00:00`)!;
}

/** "2026-11": the calendar month in Dubai, where the business keeps its books. */
export function dubaiMonth(date = new Date()): string {
  return dubaiDate(date).slice(0, 7);
}

/** The month `by` months after "YYYY-MM" (before it when negative). */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Where a Dubai calendar month ("2026-11") starts and ends, as instants: [start, end). */
export function dubaiMonthBounds(month: string): [Date, Date] {
  return [dubaiDayStart(`${month}-01`), dubaiDayStart(`${shiftMonth(month, 1)}-01`)];
}

/** The moment a datetime-local field's "2026-11-28T17:00" names in Dubai; undefined when it names none. */
export function fromDubaiDateTimeInput(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}:00+04:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
