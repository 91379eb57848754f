import type { TFunction } from "i18next";
import { percentOf } from "~/lib/money";
// UAE VAT on what a supplier pays, and how a tax invoice is numbered. Amounts in minor units; a rate
// in basis points (hundredths of a percent), so that 5 % is the whole number 500.

export interface VatBreakdown {
  /** The amount VAT is charged on. */
  taxableMinor: number;
  vatMinor: number;
  /** What is charged: the taxable amount plus VAT. */
  totalMinor: number;
}

/**
 * Splits a price into its taxable amount and VAT. A price that includes VAT stays the total charged
 * (the spec's total); a price that excludes it has VAT added on top. VAT is rounded to the nearest
 * minor unit once, on the whole invoice.
 */
export function applyVat(priceMinor: number, rateBasisPoints: number, pricesIncludeVat: boolean): VatBreakdown {
  if (pricesIncludeVat) {
    const taxableMinor = Math.round((priceMinor * 10_000) / (10_000 + rateBasisPoints));
    return { taxableMinor, vatMinor: priceMinor - taxableMinor, totalMinor: priceMinor };
  }
  const vatMinor = Math.round((priceMinor * rateBasisPoints) / 10_000);
  return { taxableMinor: priceMinor, vatMinor, totalMinor: priceMinor + vatMinor };
}

/**
 * Whether tax invoices go out without the company's TRN: VAT is charged, but the TRN a UAE tax
 * invoice must carry has not been entered in the company details.
 */
export function invoicesLackTrn(payment: { vatRateBasisPoints: number }, company: { trn: string }): boolean {
  return payment.vatRateBasisPoints > 0 && company.trn === "";
}

/** What a recorded payment was taxed on: its total less its VAT. */
export function taxableAmount(payment: { amountMinor: number; vatMinor: number }): number {
  return payment.amountMinor - payment.vatMinor;
}

/**
 * How an invoice explains its VAT, in `t`'s language. Prices that excluded VAT had it added, so the
 * fee and plan alone fall short of the total; a payment without VAT says so.
 */
export function vatNote(
  payment: {
    registrationFeeMinor: number;
    planAmountMinor: number;
    amountMinor: number;
    vatRateBasisPoints: number;
  },
  t: TFunction<"emails">,
): string {
  if (payment.vatRateBasisPoints === 0) return t("vatNote.none");
  const rate = formatVatRate(payment.vatRateBasisPoints);
  return payment.registrationFeeMinor + payment.planAmountMinor === payment.amountMinor
    ? t("vatNote.included", { rate })
    : t("vatNote.added", { rate });
}

/** How a price list states VAT: "Prices include 5% VAT."; nothing without VAT. */
export function pricesVatSentence(
  settings: { vatRateBasisPoints: number; pricesIncludeVat: boolean },
  t: TFunction<"shell">,
): string | null {
  if (settings.vatRateBasisPoints === 0) return null;
  const rate = formatVatRate(settings.vatRateBasisPoints);
  return settings.pricesIncludeVat ? t("vat.included", { rate }) : t("vat.excluded", { rate });
}

/** 500 → "5%", 1250 → "12.5%". */
export function formatVatRate(rateBasisPoints: number): string {
  return `${percentOf(rateBasisPoints)}%`;
}

/** 42 → "INV-000042": the number a tax invoice is printed and filed under. */
export function invoiceNumberText(invoiceNumber: number): string {
  return `INV-${String(invoiceNumber).padStart(6, "0")}`;
}
