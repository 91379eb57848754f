import { dubaiDate } from "~/lib/dates";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "~/audit/audit.server";
import type { Executor } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { payments, suppliers } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { failures } from "~/i18n/catalogues/en/failures";
import { failure } from "~/i18n/failures.server";
import { queueEmail } from "~/email/outbox.server";
import type { DomainDeps } from "~/deps";
import { getCompanyFacts } from "~/settings/settings.server";
import { extendedEnd, paymentDue } from "~/suppliers/lifecycle";
import { transition } from "~/suppliers/transition.server";
import { isPaymentLinkUsable } from "./payment-links.server";
import { quotePayment } from "./pricing.server";
import type { PaymentProvider, ProviderOutcome } from "./providers/provider";
import { allocateInvoiceNumber } from "./invoice-numbers.server";
import { receiptEmail } from "./receipt-email.server";
import { DomainError, expectedFailure, ServiceUnavailableError } from "~/lib/errors";

export type Payment = typeof payments.$inferSelect;

/** The page's payment link ran out: the server refuses to start a payment on it (HTTP 410). */
export class PaymentLinkExpiredError extends DomainError {
  constructor() {
    super(410, ...failure("paymentLinkExpired"));
  }
}

/** Another payment of this supplier is being processed, or this link has been paid already (HTTP 409). */
class PaymentInProgressError extends DomainError {
  constructor() {
    super(409, ...failure("paymentInProgress"));
  }
}

/** The supplier's state does not call for a payment (HTTP 409). */
class NothingToPayError extends DomainError {
  constructor() {
    super(409, ...failure("nothingToPay"));
  }
}

export type PaymentResult =
  | { status: "succeeded"; paymentId: string; activated: boolean }
  | { status: "requires_action"; paymentId: string; clientSecret?: string; challengeUrl?: string }
  | { status: "failed"; paymentId: string; message: string }
  /** Not decided yet: the page says so and the reconciler settles it. */
  | { status: "processing"; paymentId: string };

export interface PaymentDeps extends DomainDeps {
  provider: PaymentProvider;
}

/**
 * Starts a payment for the signed-in supplier on a usable payment link: the server prices it,
 * records it, asks the provider to charge it (the payment's id is the idempotency key) and
 * fulfils it when the charge succeeds. The browser never decides the outcome.
 */
export async function startPayment(
  deps: PaymentDeps,
  input: { supplierId: string; linkId: string; paymentMethod: string; returnUrl: string; planId?: string },
  now = new Date(),
): Promise<PaymentResult> {
  const [supplier] = await deps.db.select().from(suppliers).where(eq(suppliers.id, input.supplierId));
  if (!supplier || !paymentDue(supplier, now)) throw new NothingToPayError();
  if (!(await isPaymentLinkUsable(deps.db, supplier.id, input.linkId, now))) throw new PaymentLinkExpiredError();
  // Priced first: a request the server refuses must not cancel a charge waiting for 3-D Secure.
  const quote = await quotePayment(deps.db, supplier, input.planId);
  await abandonUnfinishedAuthentication(deps, supplier.id);
  let payment: Payment;
  try {
    [payment] = (await deps.db
      .insert(payments)
      .values({
        supplierId: supplier.id,
        linkId: input.linkId,
        kind: quote.kind,
        planId: quote.plan.id,
        planLabel: quote.plan.label,
        planLabelAr: quote.plan.labelAr,
        planYears: quote.plan.years,
        registrationFeeMinor: quote.registrationFeeMinor,
        planAmountMinor: quote.planAmountMinor,
        vatRateBasisPoints: quote.vatRateBasisPoints,
        vatMinor: quote.vatMinor,
        amountMinor: quote.totalMinor,
        currency: quote.currency,
        provider: deps.provider.name,
      })
      .returning()) as [Payment];
  } catch (error) {
    if (isUniqueViolation(error)) throw new PaymentInProgressError();
    throw error;
  }

  let outcome: ProviderOutcome;
  try {
    outcome = await deps.provider.charge({
      paymentId: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paymentMethod: input.paymentMethod,
      billing: { name: supplier.companyName, email: supplier.email },
      returnUrl: input.returnUrl,
    });
  } catch (error) {
    if (!(expectedFailure(error) instanceof ServiceUnavailableError)) throw error;
    // The provider may have charged the card without our hearing of it: the payment stays undecided,
    // the supplier waits on its page (and is not asked to pay again), and the reconciler finds the
    // charge at the provider by our payment's id and settles it.
    deps.logger.error(
      { err: error, dependency: "payments", paymentId: payment.id, supplierId: supplier.id },
      "payments unavailable during a charge: left for the reconciler",
    );
    return { status: "processing", paymentId: payment.id };
  }
  return settlePayment(deps, payment.id, outcome);
}

/** After the browser's 3-D Secure step: asks the provider how the charge ended and settles it. */
export async function confirmAuthenticatedPayment(
  deps: PaymentDeps,
  supplierId: string,
  paymentId: string,
): Promise<PaymentResult> {
  const payment = await findSupplierPayment(deps.db, supplierId, paymentId);
  if (!payment) throw new NothingToPayError();
  if (payment.status === "succeeded")
    return { status: "succeeded", paymentId, activated: Boolean(payment.fulfilledAt) };
  if (payment.status === "failed") return { status: "failed", paymentId, message: payment.failureMessage ?? "" };
  if (!payment.providerPaymentId) return { status: "processing", paymentId };
  return settlePayment(deps, paymentId, await deps.provider.retrieve(payment.providerPaymentId));
}

/**
 * Records what the provider says about a charge and fulfils it when it succeeded. States only move
 * forward (processing, then requires_action, then failed or succeeded), so answers arriving late
 * or out of order (the browser, the webhook, the reconciler) cannot undo a later one; a success
 * always stands, since the money was taken.
 */
export async function settlePayment(
  deps: PaymentDeps,
  paymentId: string,
  outcome: ProviderOutcome,
): Promise<PaymentResult> {
  const earlier: Record<ProviderOutcome["status"], Payment["status"][]> = {
    processing: ["processing"],
    requires_action: ["processing", "requires_action"],
    failed: ["processing", "requires_action"],
    succeeded: ["processing", "requires_action", "failed"],
  };
  await deps.db
    .update(payments)
    .set({
      status: outcome.status,
      providerPaymentId: outcome.providerPaymentId,
      ...(outcome.status === "failed" ? { failureMessage: outcome.message } : {}),
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, earlier[outcome.status])));

  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw new NothingToPayError();
  if (payment.status === "succeeded") {
    const activated = Boolean(payment.fulfilledAt) || (await fulfilAfterCharge(deps, payment));
    return { status: "succeeded", paymentId, activated };
  }
  if (payment.status === "failed") return { status: "failed", paymentId, message: payment.failureMessage ?? "" };
  if (payment.status === "requires_action" && outcome.status === "requires_action") {
    return {
      status: "requires_action",
      paymentId,
      clientSecret: outcome.clientSecret,
      challengeUrl: outcome.challengeUrl,
    };
  }
  return { status: "processing", paymentId };
}

/**
 * Fulfils a payment whose charge succeeded. The money is taken either way: if fulfilment fails now,
 * the supplier is told (SPEC §8) and the reconciler fulfils it within minutes, so the failure is
 * logged rather than thrown.
 */
async function fulfilAfterCharge(deps: PaymentDeps, payment: Payment): Promise<boolean> {
  try {
    await fulfilPayment(deps, payment.id);
    return true;
  } catch (error) {
    deps.logger.error(
      {
        err: error,
        paymentId: payment.id,
        supplierId: payment.supplierId,
        providerPaymentId: payment.providerPaymentId,
      },
      "a succeeded payment could not be fulfilled yet; the reconciler will fulfil it",
    );
    return false;
  }
}

/** A charge left waiting for 3-D Secure (the supplier closed the challenge) is given up before a new one. */
async function abandonUnfinishedAuthentication(deps: PaymentDeps, supplierId: string): Promise<void> {
  const waiting = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.supplierId, supplierId), eq(payments.status, "requires_action")));
  for (const payment of waiting) {
    const outcome = await deps.provider.retrieve(payment.providerPaymentId!);
    await settlePayment(
      deps,
      payment.id,
      outcome.status === "requires_action"
        ? await giveUpAuthentication(deps.provider, outcome.providerPaymentId)
        : outcome,
    );
  }
}

/**
 * Cancels a charge still waiting for 3-D Secure. If it can no longer be cancelled (it was
 * authenticated and paid in the meantime), its real outcome is returned instead.
 */
export async function giveUpAuthentication(
  provider: PaymentProvider,
  providerPaymentId: string,
): Promise<ProviderOutcome> {
  try {
    await provider.cancel(providerPaymentId);
    return { status: "failed", providerPaymentId, message: failures.authenticationNotCompleted };
  } catch {
    return provider.retrieve(providerPaymentId);
  }
}

const system: Actor = { type: "system", label: "Payments" };

/** What the supplier's history says of a fulfilled payment. */
export function paymentAuditNote(
  payment: Pick<Payment, "kind" | "providerPaymentId" | "planLabel">,
  expiresAt: Date,
): string {
  return `${payment.kind === "renewal" ? "Renewal" : "Registration"} payment ${payment.providerPaymentId}: ${payment.planLabel}, until ${dubaiDate(expiresAt)}`;
}

/**
 * Activates (or renews) the supplier a succeeded payment belongs to: the spec's supplier fields,
 * the lifecycle's "pay" transition with its audit entry, the tax invoice's number and the invoice
 * email, in one transaction.
 * Runs at most once per payment, whoever calls it first (the browser's return, the webhook, the
 * reconciler) and however often.
 */
export async function fulfilPayment(deps: DomainDeps, paymentId: string, at?: Date): Promise<void> {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (!payment || payment.fulfilledAt || payment.status !== "succeeded") return;
    const invoiceNumber = await allocateInvoiceNumber(tx);
    // Dated after the number is taken: a later number never carries an earlier date.
    const now = at ?? new Date();
    const { supplier } = await transition(tx, payment.supplierId, "pay", system, {
      set: (current) => ({
        planId: payment.planId,
        paymentStatus: "completed",
        paymentDate: now,
        paymentAmountMinor: payment.amountMinor,
        paymentMethod: payment.provider,
        paymentId: payment.providerPaymentId,
        subscriptionExpiresAt: extendedEnd(current.subscriptionExpiresAt, payment.planYears * 12, now),
      }),
      note: ({ subscriptionExpiresAt }) => paymentAuditNote(payment, subscriptionExpiresAt!),
    });
    const expiresAt = supplier.subscriptionExpiresAt!;
    const { companyName, contactName, email, address, city, country, trn } = supplier;
    await tx
      .update(payments)
      .set({
        fulfilledAt: now,
        invoiceNumber,
        receiptParties: { seller: company, billedTo: { companyName, contactName, email, address, city, country, trn } },
      })
      .where(eq(payments.id, payment.id));
    await queueEmail(tx, deps.jobs, {
      template: "payment-receipt",
      to: supplier.email,
      ...receiptEmail(company, deps.appUrl, {
        supplier,
        payment: { ...payment, invoiceNumber },
        paidAt: now,
        expiresAt,
      }),
    });
  });
}

/** Every payment of one supplier, newest first: on the supplier's dashboard, at every visit. */
const supplierPayments = preparedOnce((db) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.supplierId, sql.placeholder("supplierId")))
    .orderBy(desc(payments.createdAt))
    .prepare("supplier_payments"),
);

export function listSupplierPayments(db: Executor, supplierId: string) {
  return supplierPayments(db).execute({ supplierId });
}

/** One of the supplier's own payments; another supplier's id, or a malformed one, finds nothing. */
export async function findSupplierPayment(
  db: Executor,
  supplierId: string,
  paymentId: string | null | undefined,
): Promise<Payment | undefined> {
  if (!isUuid(paymentId ?? undefined)) return undefined;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId!), eq(payments.supplierId, supplierId)));
  return payment;
}

/** The supplier's charge that the provider has not decided yet, if any: at most one (payments_one_in_flight_idx). */
export async function undecidedPayment(db: Executor, supplierId: string): Promise<Payment | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.supplierId, supplierId), eq(payments.status, "processing")));
  return payment;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === "23505";
}
