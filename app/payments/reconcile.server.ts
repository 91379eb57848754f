import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { payments } from "~/db/schema";
import { fulfilPayment, settlePayment, type PaymentDeps } from "./payments.server";

/** A payment left this long without an answer is looked at again. */
const STALE_MS = 2 * 60 * 1000;
/** 3-D Secure that was not answered within this time is given up. */
const AUTHENTICATION_MS = 60 * 60 * 1000;

/**
 * Settles what a crash, a lost connection or a database failure left behind: a charge that
 * succeeded but was not fulfilled is fulfilled; one still in flight is asked of the provider.
 * Returns how many payments it looked at. Run every minute by the job queue.
 */
export async function reconcilePayments(deps: PaymentDeps, now = new Date()): Promise<number> {
  const staleBefore = new Date(now.getTime() - STALE_MS);
  const unsettled = await deps.db
    .select()
    .from(payments)
    .where(
      or(
        and(eq(payments.status, "succeeded"), isNull(payments.fulfilledAt)),
        and(inArray(payments.status, ["processing", "requires_action"]), lt(payments.updatedAt, staleBefore)),
      ),
    );
  for (const payment of unsettled) {
    if (payment.status === "succeeded") {
      await fulfilPayment(deps, payment.id, now);
      continue;
    }
    if (!payment.providerPaymentId) {
      // We never stored the provider's answer (a crash mid-charge): ask the provider by our id.
      const found = await deps.provider.findCharge(payment.id);
      await settlePayment(
        deps,
        payment.id,
        found ?? {
          status: "failed",
          message: "The payment was interrupted before the card was charged. Please try again.",
        },
      );
      continue;
    }
    const outcome = await deps.provider.retrieve(payment.providerPaymentId);
    const abandoned =
      outcome.status === "requires_action" && now.getTime() - payment.createdAt.getTime() > AUTHENTICATION_MS;
    if (abandoned) {
      await deps.provider.cancel(payment.providerPaymentId);
      await settlePayment(deps, payment.id, {
        status: "failed",
        providerPaymentId: payment.providerPaymentId,
        message: "Authentication was not completed.",
      });
    } else if (outcome.status !== "requires_action") {
      await settlePayment(deps, payment.id, outcome);
    }
  }
  return unsettled.length;
}
