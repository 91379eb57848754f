import { describe, expect, it } from "vitest";
import {
  acceptsQuotations,
  closedBecause,
  canMoveQuoteRequest,
  inDirhams,
  numberInReference,
  quoteReference,
  withMargin,
} from "./quote-rules";

describe("quote request rules", () => {
  it("moves a request only forward, and never out of won, lost or cancelled", () => {
    expect(canMoveQuoteRequest("new", "sourcing")).toBe(true);
    expect(canMoveQuoteRequest("sourcing", "quoted")).toBe(true);
    expect(canMoveQuoteRequest("quoted", "won")).toBe(true);
    expect(canMoveQuoteRequest("new", "won")).toBe(false);
    expect(canMoveQuoteRequest("sourcing", "lost")).toBe(false);
    for (const done of ["won", "lost", "cancelled"] as const) expect(canMoveQuoteRequest(done, "sourcing")).toBe(false);
  });

  it("accepts quotations while sourcing and before the deadline, not at it", () => {
    const deadline = new Date("2026-12-01T13:00:00Z");
    expect(acceptsQuotations({ status: "sourcing", deadline }, new Date("2026-12-01T12:59:59Z"))).toBe(true);
    expect(acceptsQuotations({ status: "sourcing", deadline }, deadline)).toBe(false);
    expect(acceptsQuotations({ status: "quoted", deadline }, new Date("2026-11-30T00:00:00Z"))).toBe(false);
    expect(acceptsQuotations({ status: "sourcing", deadline: null }, new Date())).toBe(false);
  });

  it("says why quotations are not accepted: the deadline, or a request no longer sourcing", () => {
    const deadline = new Date("2026-12-01T13:00:00Z");
    expect(closedBecause({ status: "sourcing", deadline }, new Date("2026-12-01T12:00:00Z"))).toBeNull();
    expect(closedBecause({ status: "sourcing", deadline }, deadline)).toBe("deadline");
    expect(closedBecause({ status: "quoted", deadline }, new Date("2026-11-30T00:00:00Z"))).toBe("closed");
    expect(closedBecause({ status: "sourcing", deadline: null }, deadline)).toBe("closed");
  });

  it("writes and reads references", () => {
    expect(quoteReference({ number: 42, createdAt: new Date("2026-03-01T10:00:00Z") })).toBe("Q-2026-00042");
    // Half past midnight on New Year's Day in Dubai is still the old year in UTC.
    expect(quoteReference({ number: 7, createdAt: new Date("2026-12-31T20:30:00Z") })).toBe("Q-2027-00007");
    expect(numberInReference("Q-2026-00042")).toBe(42);
    expect(numberInReference(" q-42 ")).toBe(42);
    expect(numberInReference("00042")).toBe(42);
    expect(numberInReference("marina")).toBeUndefined();
    expect(numberInReference("Q-2026-")).toBeUndefined();
  });

  it("converts the Gulf's pegged currencies to fils and adds the margin to the fils", () => {
    expect(inDirhams(100_00, "USD")).toBe(367_25);
    expect(inDirhams(375_00, "SAR")).toBe(367_25);
    expect(inDirhams(123_45, "AED")).toBe(123_45);
    expect(withMargin(100_00, 1250)).toBe(112_50);
    expect(withMargin(333, 1000)).toBe(366);
  });
});
