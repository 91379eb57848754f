import { describe, expect, it } from "vitest";
import { oneLine } from "./text";

describe("one line of text", () => {
  it("folds each run of spaces holding a line break or control character into one space", () => {
    expect(oneLine("Gulf Racks\r\nTrading LLC")).toBe("Gulf Racks Trading LLC");
    expect(oneLine("a \u0001 \u0001 b")).toBe("a b");
    expect(oneLine("Deira\u2028Branch\u0085Two")).toBe("Deira Branch Two");
    expect(oneLine("Al  Quoz\tIndustrial")).toBe("Al  Quoz Industrial");
  });

  it("leaves spaces alone, and reads a megabyte of them in one pass", () => {
    const spaces = `a${" ".repeat(1_000_000)}b`;
    expect(oneLine(spaces)).toBe(spaces);
  });
});
