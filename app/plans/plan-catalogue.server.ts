import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Executor } from "~/db/client.server";
import { plans, settings, suppliers } from "~/db/schema";
import { decimalAmount, formatMoney } from "~/lib/money";
import { getPaymentSettings, paymentSettingsSchema, type PaymentSettings } from "./plans.server";
import { DomainError } from "~/lib/errors";
import { formatVatRate } from "~/payments/tax";

/** The audit trail's id for the payment settings, which have no row id of their own. */
const PAYMENT_SETTINGS_ENTITY = "00000000-0000-0000-0000-000000000001";

/** A change to the catalogue that would leave it unusable or clash with another plan (HTTP 409). */
export class PlanCatalogueError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export async function listPlanCatalogue(db: Executor) {
  const [rows, { currency }] = await Promise.all([
    db
      .select({
        id: plans.id,
        label: plans.label,
        labelAr: plans.labelAr,
        years: plans.years,
        amountMinor: plans.amountMinor,
        retiredAt: plans.retiredAt,
        suppliers: count(suppliers.id),
      })
      .from(plans)
      .leftJoin(suppliers, eq(suppliers.planId, plans.id))
      .groupBy(plans.id)
      .orderBy(asc(plans.position), asc(plans.label)),
    getPaymentSettings(db),
  ]);
  return rows.map((plan) => ({ ...plan, price: formatMoney(plan.amountMinor, currency) }));
}

export async function savePaymentSettings(db: Executor, actor: Actor, next: PaymentSettings): Promise<void> {
  const before = await getPaymentSettings(db);
  const value = paymentSettingsSchema.parse(next);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: "payments", value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      entityType: "payment-settings",
      entityId: PAYMENT_SETTINGS_ENTITY,
      action: "update",
      note: `Registration fee ${formatMoney(before.registrationFeeMinor, before.currency)} → ${formatMoney(next.registrationFeeMinor, next.currency)}; VAT ${describeVat(before)} → ${describeVat(next)}`,
    });
  });
}

type PlanInput = { label: string; labelAr?: string | undefined; years: number; amount: number };

export async function addPlan(db: Executor, actor: Actor, plan: PlanInput): Promise<void> {
  await db.transaction(async (tx) => {
    await assertLabelFree(tx, plan.label);
    const [{ position }] = (await tx
      .select({ position: sql<number>`coalesce(max(${plans.position}), 0) + 1` })
      .from(plans)) as [{ position: number }];
    const [created] = await tx
      .insert(plans)
      .values({
        label: plan.label,
        labelAr: plan.labelAr ?? null,
        years: plan.years,
        amountMinor: plan.amount,
        position,
      })
      .returning({ id: plans.id });
    await recordAudit(tx, { actor, entityType: "plan", entityId: created!.id, action: "create", note: describe(plan) });
  });
}

/** Changes a plan; suppliers already paid keep what they paid for, later payments use the new terms. */
export async function updatePlan(db: Executor, actor: Actor, planId: string, plan: PlanInput): Promise<void> {
  await db.transaction(async (tx) => {
    await assertLabelFree(tx, plan.label, planId);
    const updated = await tx
      .update(plans)
      .set({ label: plan.label, labelAr: plan.labelAr ?? null, years: plan.years, amountMinor: plan.amount })
      .where(eq(plans.id, planId))
      .returning({ id: plans.id });
    if (updated.length === 0) throw new PlanCatalogueError("This plan no longer exists.");
    await recordAudit(tx, { actor, entityType: "plan", entityId: planId, action: "update", note: describe(plan) });
  });
}

/** Takes a plan off the registration form; it is never deleted, as suppliers and payments refer to it. */
export async function retirePlan(db: Executor, actor: Actor, planId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ available }] = (await tx
      .select({ available: count() })
      .from(plans)
      .where(and(isNull(plans.retiredAt), ne(plans.id, planId)))) as [{ available: number }];
    if (available === 0) throw new PlanCatalogueError("At least one plan must stay available to new suppliers.");
    await tx
      .update(plans)
      .set({ retiredAt: new Date() })
      .where(and(eq(plans.id, planId), isNull(plans.retiredAt)));
    await recordAudit(tx, { actor, entityType: "plan", entityId: planId, action: "retire" });
  });
}

export async function restorePlan(db: Executor, actor: Actor, planId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(plans).set({ retiredAt: null }).where(eq(plans.id, planId));
    await recordAudit(tx, { actor, entityType: "plan", entityId: planId, action: "restore" });
  });
}

async function assertLabelFree(tx: Executor, label: string, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(sql`lower(${plans.label})`, label.toLowerCase()), exceptId ? ne(plans.id, exceptId) : undefined));
  if (clash) throw new PlanCatalogueError(`A plan called "${label}" already exists.`);
}

const describeVat = (settings: PaymentSettings) =>
  `${formatVatRate(settings.vatRateBasisPoints)} ${settings.pricesIncludeVat ? "included in prices" : "added to prices"}`;

const describe = (plan: PlanInput) =>
  `${plan.label}${plan.labelAr ? ` (${plan.labelAr})` : ""}: ${plan.years} year${plan.years === 1 ? "" : "s"}, ${decimalAmount(plan.amount)}`;
