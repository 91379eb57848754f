import { describe, expect, it } from "vitest";
import {
  addMonths,
  dubaiDayStart,
  dubaiMonthBounds,
  formatDateTime,
  formatLongDate,
  formatMonth,
  shiftMonth,
} from "./dates";

describe("addMonths", () => {
  it("keeps the day, or takes the month's last day when it has no such day", () => {
    expect(addMonths(new Date("2026-11-22T10:00:00Z"), 3).toISOString()).toBe("2027-02-22T10:00:00.000Z");
    expect(addMonths(new Date("2027-01-31T10:00:00Z"), 1).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-12-15T00:00:00Z"), 12).toISOString()).toBe("2027-12-15T00:00:00.000Z");
    expect(addMonths(new Date("2028-02-29T10:00:00Z"), 12).toISOString()).toBe("2029-02-28T10:00:00.000Z");
  });
});

describe("Dubai's calendar", () => {
  it("starts a Dubai day at 20:00 UTC the day before", () => {
    expect(dubaiDayStart("2026-12-01").toISOString()).toBe("2026-11-30T20:00:00.000Z");
  });

  it("bounds a month from its first Dubai midnight to the next month's, across a year's end", () => {
    expect(dubaiMonthBounds("2026-12").map((instant) => instant.toISOString())).toEqual([
      "2026-11-30T20:00:00.000Z",
      "2026-12-31T20:00:00.000Z",
    ]);
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-11", 14)).toBe("2028-01");
  });
});

describe("formatMonth", () => {
  it("names a calendar month short for charts and long for lists, whatever the time zone", () => {
    expect(formatMonth("2026-09", "short")).toBe("Sep 26");
    expect(formatMonth("2026-09", "long")).toBe("September 2026");
    expect(formatMonth("2027-01", "short")).toBe("Jan 27");
  });
});

describe("formatDateTime", () => {
  it("writes a moment in Dubai time, the month in words in both languages, as the long dates do", () => {
    const moment = new Date("2026-12-02T13:00:00Z");
    expect(formatDateTime(moment, "en-AE")).toBe("2 Dec 2026, 5:00 PM");
    const arabic = formatDateTime(moment, "ar-AE-u-nu-latn");
    expect(arabic).toBe("2 ديسمبر 2026، 5:00 م");
    expect(arabic.startsWith(formatLongDate(moment, "ar-AE-u-nu-latn"))).toBe(true);
  });
});
