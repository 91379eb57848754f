import type { TFunction } from "i18next";
import { warrantyServices } from "~/db/enums";

// A quotation's warranty is a period and who services it, chosen from lists, so that every reader
// gets it in their own language: the supplier's page, the admin's comparison and the buyer's PDF.

export type WarrantyService = (typeof warrantyServices)[number];
export { warrantyServices };

/** The periods a supplier may offer, in months: none, then three months to five years. */
export const warrantyPeriods = [0, 3, 6, 12, 24, 36, 48, 60] as const;

/**
 * A quotation's warranty as stored: months (0 for none) and, with a period, who services it. A
 * quotation sent before warranties were chosen from the lists, whose words said neither plainly
 * (migration 0018), has no months, only the supplier's words.
 */
export interface Warranty {
  warrantyMonths: number | null;
  warrantyService: WarrantyService | null;
  warranty?: string | null;
}

export const isWarrantyPeriod = (months: number): boolean => (warrantyPeriods as readonly number[]).includes(months);

const isWarrantyService = (service: string): service is WarrantyService =>
  (warrantyServices as readonly string[]).includes(service);

/**
 * The service stored with a period: none without a warranty, one from the list with it. Undefined
 * when a period comes without a listed service, which the form and the domain both refuse.
 */
export function warrantyServiceFor(
  months: number,
  service: string | null | undefined,
): WarrantyService | null | undefined {
  if (months === 0) return null;
  return service != null && isWarrantyService(service) ? service : undefined;
}

/** A period as a reader counts it: "3 years", "6 months" (and «3 سنوات»); "None" for no warranty. */
export function warrantyPeriodIn(t: TFunction<"opportunities">, months: number): string {
  if (months === 0) return t("warranty.none");
  return months % 12 === 0 ? t("years", { ns: "shell", count: months / 12 }) : t("warranty.months", { count: months });
}

/** "3 years, on-site service" («3 سنوات، خدمة في موقع العميل»), "None", or the supplier's own words from before. */
export function describeWarranty(t: TFunction<"opportunities">, warranty: Warranty): string {
  const { warrantyMonths: months, warrantyService: service } = warranty;
  if (months === null) return warranty.warranty ?? "";
  if (months === 0 || service === null) return warrantyPeriodIn(t, months);
  return t("warranty.terms", { period: warrantyPeriodIn(t, months), service: t(`warranty.service.${service}`) });
}
