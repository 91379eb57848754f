import { describe, expect, it } from "vitest";
import { applyVat, formatVatRate, invoiceNumberText } from "./tax";

describe("applyVat", () => {
  it("keeps a price that includes VAT as the total and finds the VAT within it", () => {
    // ₹4,100 including 5 %: 4,100 / 1.05 = 3,904.76 taxable, 195.24 VAT.
    expect(applyVat(410_000, 500, true)).toEqual({ taxableMinor: 390_476, vatMinor: 19_524, totalMinor: 410_000 });
  });

  it("adds VAT to a price that excludes it, rounded to the nearest minor unit", () => {
    expect(applyVat(410_000, 500, false)).toEqual({ taxableMinor: 410_000, vatMinor: 20_500, totalMinor: 430_500 });
    expect(applyVat(1_999, 500, false)).toEqual({ taxableMinor: 1_999, vatMinor: 100, totalMinor: 2_099 });
  });

  it("charges nothing at a rate of 0, included or not", () => {
    expect(applyVat(50_000, 0, true)).toEqual({ taxableMinor: 50_000, vatMinor: 0, totalMinor: 50_000 });
    expect(applyVat(50_000, 0, false)).toEqual({ taxableMinor: 50_000, vatMinor: 0, totalMinor: 50_000 });
  });

  it("always adds up: taxable amount plus VAT is the total", () => {
    for (const price of [1, 99, 12_345, 987_654_321]) {
      for (const rate of [500, 1_250, 1_500]) {
        for (const included of [true, false]) {
          const { taxableMinor, vatMinor, totalMinor } = applyVat(price, rate, included);
          expect(taxableMinor + vatMinor).toBe(totalMinor);
        }
      }
    }
  });
});

describe("how rates and invoice numbers are written", () => {
  it("writes a rate as a percentage without needless decimals", () => {
    expect(formatVatRate(500)).toBe("5%");
    expect(formatVatRate(1_250)).toBe("12.5%");
    expect(formatVatRate(0)).toBe("0%");
  });

  it("pads an invoice number to six digits", () => {
    expect(invoiceNumberText(42)).toBe("INV-000042");
    expect(invoiceNumberText(1_234_567)).toBe("INV-1234567");
  });
});
