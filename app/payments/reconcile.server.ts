import { failure } from "~/i18n/failures.server";
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { payments } from "~/db/schema";
import { fulfilPayment, giveUpAuthentication, settlePayment, type Payment, type PaymentDeps } from "./payments.server";

/** A payment left this long without an answer is looked at again (PAYMENT_RECONCILE_AFTER_SECONDS). */
const DEFAULT_RECONCILE_AFTER_SECONDS = 120;
/** 3-D Secure that was not answered within this time is given up. */
const AUTHENTICATION_MS = 60 * 60 * 1000;

/**
 * Settles what a crash, a lost connection or a database failure left behind: a charge that
 * succeeded but was not fulfilled is fulfilled; one still in flight is asked of the provider.
 * Returns how many payments it looked at. Run every minute by the job queue.
 */
export async function reconcilePayments(
  deps: PaymentDeps,
  now = new Date(),
  afterSeconds = DEFAULT_RECONCILE_AFTER_SECONDS,
): Promise<number> {
  const staleBefore = new Date(now.getTime() - afterSeconds * 1000);
  const unsettled = await deps.db
    .select()
    .from(payments)
    .where(
      or(
        and(eq(payments.status, "succeeded"), isNull(payments.fulfilledAt)),
        and(inArray(payments.status, ["processing", "requires_action"]), lt(payments.updatedAt, staleBefore)),
      ),
    );
  // One payment the provider cannot answer for now does not hold up the others.
  const results = await Promise.allSettled(unsettled.map((payment) => reconcileOne(deps, payment, now)));
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
  return unsettled.length;
}

async function reconcileOne(deps: PaymentDeps, payment: Payment, now: Date): Promise<void> {
  if (payment.status === "succeeded") return fulfilPayment(deps, payment.id, now);
  if (!payment.providerPaymentId) {
    // We never stored the provider's answer (a crash mid-charge): ask the provider by our id.
    const found = await deps.provider.findCharge(payment.id, payment.createdAt);
    await settlePayment(
      deps,
      payment.id,
      // In the catalogue's English, so that the supplier's pages show it in their language.
      found ?? { status: "failed", message: failure("paymentInterrupted")[0] },
    );
    return;
  }
  const outcome = await deps.provider.retrieve(payment.providerPaymentId);
  const abandoned =
    outcome.status === "requires_action" && now.getTime() - payment.createdAt.getTime() > AUTHENTICATION_MS;
  if (abandoned) {
    await settlePayment(deps, payment.id, await giveUpAuthentication(deps.provider, payment.providerPaymentId));
  } else if (outcome.status !== "requires_action") {
    await settlePayment(deps, payment.id, outcome);
  }
}
