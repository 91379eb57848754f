import type { TFunction } from "i18next";
import { warrantyServices } from "~/db/enums";

// A quotation's warranty is a period and who services it, chosen from lists, so that every reader
// gets it in their own language: the supplier's page, the admin's comparison and the buyer's PDF.

export type WarrantyService = (typeof warrantyServices)[number];
export { warrantyServices };

/** The periods a supplier may offer, in months: none, then three months to five years. */
export const warrantyPeriods = [0, 3, 6, 12, 24, 36, 48, 60] as const;

export interface Warranty {
  warrantyMonths: number;
  warrantyService: WarrantyService;
}

export const isWarrantyPeriod = (months: number): boolean => (warrantyPeriods as readonly number[]).includes(months);

export const isWarrantyService = (service: string): service is WarrantyService =>
  (warrantyServices as readonly string[]).includes(service);

/** A period as a reader counts it: "3 years", "6 months" (and «3 سنوات»). */
export function warrantyPeriodIn(t: TFunction<"opportunities">, months: number): string {
  return months % 12 === 0 ? t("warranty.years", { count: months / 12 }) : t("warranty.months", { count: months });
}

/** "3 years, on-site service" («3 سنوات، خدمة في موقع العميل»); "None" without a period. */
export function describeWarranty(t: TFunction<"opportunities">, warranty: Warranty): string {
  if (warranty.warrantyMonths === 0) return t("warranty.none");
  return t("warranty.terms", {
    period: warrantyPeriodIn(t, warranty.warrantyMonths),
    service: t(`warranty.service.${warranty.warrantyService}`),
  });
}
