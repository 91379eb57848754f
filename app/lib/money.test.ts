import { describe, expect, it } from "vitest";
import { decimalAmount, formatMoney, percentOf } from "./money";

describe("formatMoney", () => {
  it("shows whole amounts without decimals and others with two", () => {
    expect(formatMoney(50000, "INR")).toBe("₹500");
    expect(formatMoney(200050, "INR")).toBe("₹2,000.50");
    expect(formatMoney(10000000, "INR")).toBe("₹1,00,000");
    expect(formatMoney(1234500, "AED")).toBe("AED\u00a012,345");
  });

  it("gives every amount two decimals in a column of figures, so that they line up", () => {
    expect(formatMoney(410000, "INR", undefined, "always")).toBe("₹4,100.00");
    expect(formatMoney(19524, "INR", undefined, "always")).toBe("₹195.24");
    expect(formatMoney(1234500, "AED", "ar-AE-u-nu-latn", "always")).toBe("\u200f12,345.00\u00a0د.إ.\u200f");
  });

  it("writes Arabic amounts with Western digits, the currency after the amount", () => {
    expect(formatMoney(200050, "INR", "ar-AE-u-nu-latn")).toBe("\u200f2,000.50\u00a0₹");
    expect(formatMoney(1234500, "AED", "ar-AE-u-nu-latn")).toBe("\u200f12,345\u00a0د.إ.\u200f");
  });
});

describe("decimalAmount", () => {
  it("writes minor units as a decimal exactly, with two places, for exports and price fields", () => {
    expect(decimalAmount(125_050)).toBe("1250.50");
    expect(decimalAmount(7)).toBe("0.07");
    expect(decimalAmount(0)).toBe("0.00");
    expect(decimalAmount(-1_005)).toBe("-10.05");
    expect(() => decimalAmount(125_050.5)).toThrow(RangeError);
    expect(percentOf(1_250)).toBe(12.5);
  });
});
