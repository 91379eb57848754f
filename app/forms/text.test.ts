import { describe, expect, it } from "vitest";
import { oneLine } from "./text";

describe("one line of text", () => {
  it("folds each run of spaces holding a line break or control character into one space", () => {
    expect(oneLine("Gulf Racks\r\nTrading LLC")).toBe("Gulf Racks Trading LLC");
    expect(oneLine("a \u0001 \u0001 b")).toBe("a b");
    expect(oneLine("Deira\u2028Branch\u0085Two")).toBe("Deira Branch Two");
    expect(oneLine("Al  Quoz\tIndustrial")).toBe("Al  Quoz Industrial");
  });

  it("drops the direction overrides and isolates that would turn the rest of a subject around, and keeps the marks", () => {
    expect(oneLine("Gulf Racks \u202Eevil\u202C LLC")).toBe("Gulf Racks evil LLC");
    expect(oneLine("\u2067شركة\u2069 \u2066ABC\u2069")).toBe("شركة ABC");
    expect(oneLine("شركة\u200F 42")).toBe("شركة\u200F 42");
  });

  it("leaves spaces alone, and reads a megabyte of them in one pass", () => {
    const spaces = `a${" ".repeat(1_000_000)}b`;
    expect(oneLine(spaces)).toBe(spaces);
  });
});
