import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { applyVat, formatVatRate, invoiceNumberText, invoicesLackTrn, pricesVatSentence, vatNote } from "./tax";

const english = translatorFor("en", "shell");

describe("applyVat", () => {
  it("keeps a price that includes VAT as the total and finds the VAT within it", () => {
    // ₹4,100 including 5 %: 4,100 / 1.05 = 3,904.76 taxable, 195.24 VAT.
    expect(applyVat(410_000, 500, true)).toEqual({ taxableMinor: 390_476, vatMinor: 19_524, totalMinor: 410_000 });
    // 100.01 / 1.05 = 95.2476…: the taxable amount rounds to the nearest fils, up here.
    expect(applyVat(10_001, 500, true)).toEqual({ taxableMinor: 9_525, vatMinor: 476, totalMinor: 10_001 });
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

describe("invoicesLackTrn", () => {
  it("warns while VAT is charged and the company has no TRN, and not once either changes", () => {
    expect(invoicesLackTrn({ vatRateBasisPoints: 500 }, { trn: "" })).toBe(true);
    expect(invoicesLackTrn({ vatRateBasisPoints: 500 }, { trn: "100123456700003" })).toBe(false);
    expect(invoicesLackTrn({ vatRateBasisPoints: 0 }, { trn: "" })).toBe(false);
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

describe("what invoices and price lists say of VAT", () => {
  const lines = { registrationFeeMinor: 50_000, planAmountMinor: 200_000 };
  it("says VAT was included, added or not charged, in the invoice's language", () => {
    const invoice = translatorFor("en", "emails");
    expect(vatNote({ ...lines, amountMinor: 250_000, vatRateBasisPoints: 500 }, invoice)).toBe(
      "The amounts above include VAT at 5%.",
    );
    expect(vatNote({ ...lines, amountMinor: 262_500, vatRateBasisPoints: 500 }, invoice)).toBe(
      "VAT at 5% was added to the amounts above.",
    );
    expect(vatNote({ ...lines, amountMinor: 250_000, vatRateBasisPoints: 0 }, invoice)).toBe("No VAT was charged.");
    expect(vatNote({ ...lines, amountMinor: 250_000, vatRateBasisPoints: 500 }, translatorFor("ar", "emails"))).toBe(
      "تشمل المبالغ أعلاه ضريبة القيمة المضافة بنسبة \u20665%\u2069.",
    );
  });

  it("states the rate on a price list, and nothing without VAT", () => {
    expect(pricesVatSentence({ vatRateBasisPoints: 500, pricesIncludeVat: true }, english)).toBe(
      "Prices include 5% VAT.",
    );
    expect(pricesVatSentence({ vatRateBasisPoints: 500, pricesIncludeVat: true }, translatorFor("ar", "shell"))).toBe(
      "الأسعار تشمل ضريبة القيمة المضافة بنسبة 5%.",
    );
    expect(pricesVatSentence({ vatRateBasisPoints: 500, pricesIncludeVat: false }, english)).toBe(
      "Prices exclude VAT: 5% VAT is added at payment.",
    );
    expect(pricesVatSentence({ vatRateBasisPoints: 0, pricesIncludeVat: true }, english)).toBeNull();
  });
});
