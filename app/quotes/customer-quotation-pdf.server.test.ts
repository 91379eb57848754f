import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/settings/company";
import { pdfText } from "~/testing/pdf";
import { renderCustomerQuotationPdf, type CustomerQuotation } from "./customer-quotation-pdf.server";

const quotation = (lines: number): CustomerQuotation => ({
  reference: "Q-2026-00042",
  language: "en",
  issuedAt: new Date("2026-11-25T08:00:00Z"),
  validUntil: "2026-12-15",
  leadTimeDays: 14,
  seller: { ...defaultCompanyFacts, trn: "100234567800003" },
  buyer: {
    company: "Gulf Horizon Logistics LLC",
    contactName: "Omar Haddad",
    email: "it@gulf-horizon.ae",
    phone: "+971 50 412 7788",
    deliveryCity: "Dubai",
    country: "UAE",
    neededBy: "2026-12-20",
  },
  lines: Array.from({ length: lines }, (_, index) => ({
    name: `Laptop model ${index + 1}`,
    detail: "Dell Latitude, HP EliteBook, Lenovo ThinkPad",
    quantity: 2,
    unitMinor: 400_000,
    warranty: "3 years on-site",
  })),
  subtotalMinor: lines * 800_000,
  vatRateBasisPoints: 500,
  vatMinor: lines * 40_000,
  totalMinor: lines * 840_000,
});

describe("the customer quotation PDF", () => {
  it("has the buyer, the lines, VAT, the total and the company's TRN on one page", async () => {
    const { pages, text } = await pdfText(await renderCustomerQuotationPdf(quotation(3)));
    expect(pages).toBe(1);
    for (const expected of [
      "QUOTATION",
      "Q-2026-00042",
      "Gulf Horizon Logistics LLC",
      "VAT at 5%",
      "TRN 100234567800003",
    ])
      expect(text).toContain(expected);
    expect(text).toContain("AED 25,200");
  });

  it("moves the totals and terms to a new page rather than over the footer", async () => {
    const { pages, text } = await pdfText(await renderCustomerQuotationPdf(quotation(9)));
    expect(pages).toBe(2);
    const [, second] = text.split("Laptop model 9");
    expect(second).toContain("Total");
    expect(second).toContain("Valid until");
  });
});
