import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { readOrLastKnown } from "~/db/last-known.server";
import { plans, settings } from "~/db/schema";
import { storedOrDefault } from "~/settings/stored-settings";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import type { Language } from "~/i18n/languages";

// The subscription catalogue: the plans a supplier chooses from, the one-time registration fee, the
// currency of both and the VAT on them. Admins change them in plan-catalogue.server.ts.

export type Plan = typeof plans.$inferSelect;

/** A plan's name in the page's language: its Arabic name on Arabic pages where an admin gave one. */
export function planLabelIn(plan: Pick<Plan, "label" | "labelAr">, language: Language): string {
  return (language === "ar" && plan.labelAr) || plan.label;
}

/** The name a payment's plan had when it was paid for, in the page's (or the supplier's) language. */
export function paidPlanLabelIn(
  payment: { planLabel: string; planLabelAr: string | null },
  language: Language,
): string {
  return planLabelIn({ label: payment.planLabel, labelAr: payment.planLabelAr }, language);
}

/** The plans a supplier can choose today, in the catalogue's order. */
export function listAvailablePlans(db: Executor): Promise<Plan[]> {
  return db.select().from(plans).where(isNull(plans.retiredAt)).orderBy(asc(plans.position), asc(plans.label));
}

/**
 * The plan `id` if it is on offer today; otherwise a 400, shown at `field` where the form has a
 * plan field (registration) and above the form where it does not (the payment dialog).
 */
export async function offeredPlan(db: Executor, id: string, field?: string): Promise<Plan> {
  const [plan] = isUuid(id)
    ? await db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), isNull(plans.retiredAt)))
    : [];
  if (!plan) throw new DomainError(400, ...failure("planNotOffered", undefined, { field }));
  return plan;
}

export interface PaymentSettings {
  /** The one-time registration fee, in minor units; 500 rupees when unset or unreadable (SPEC §9). */
  registrationFeeMinor: number;
  currency: string;
  /** UAE VAT, in hundredths of a percent: 500 is the standard 5 %. */
  vatRateBasisPoints: number;
  /** True: prices already include VAT, so the spec's total is what is charged. False: VAT is added. */
  pricesIncludeVat: boolean;
}

export const defaultPaymentSettings: PaymentSettings = {
  registrationFeeMinor: 50_000,
  currency: "INR",
  vatRateBasisPoints: 500,
  pricesIncludeVat: true,
};

export const paymentSettingsSchema = z.object({
  registrationFeeMinor: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  vatRateBasisPoints: z.number().int().min(0).max(10_000),
  pricesIncludeVat: z.boolean(),
});

export async function getPaymentSettings(db: Executor): Promise<PaymentSettings> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, "payments"));
  return storedOrDefault(paymentSettingsSchema, defaultPaymentSettings, row?.value);
}

/**
 * What the registration form offers: the plans on sale and the fee. While the database cannot be
 * read, the last offer this process read, so that the form still shows and a registration sent
 * during an outage comes back with what was typed. The server reads it once as it starts, for an
 * outage that begins before anyone has opened the form.
 */
export function registrationOffer(db: Executor): Promise<{ plans: Plan[]; payment: PaymentSettings }> {
  return readOrLastKnown(db, "registration-offer", async () => {
    const [available, payment] = await Promise.all([listAvailablePlans(db), getPaymentSettings(db)]);
    return { plans: available, payment };
  });
}
