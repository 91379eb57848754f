import { describe, expect, it } from "vitest";
import { addMonths } from "./dates";

describe("addMonths", () => {
  it("keeps the day, or takes the month's last day when it has no such day", () => {
    expect(addMonths(new Date("2026-11-22T10:00:00Z"), 3).toISOString()).toBe("2027-02-22T10:00:00.000Z");
    expect(addMonths(new Date("2027-01-31T10:00:00Z"), 1).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2026-12-15T00:00:00Z"), 12).toISOString()).toBe("2027-12-15T00:00:00.000Z");
    expect(addMonths(new Date("2028-02-29T10:00:00Z"), 12).toISOString()).toBe("2029-02-28T10:00:00.000Z");
  });
});
