import { requireSupplier } from "~/auth/guards.server";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { findSupplierPayment } from "~/payments/payments.server";
import type { Route } from "./+types/payment-status";

/**
 * GET /payment-required/status?payment=…: where one of the signed-in supplier's own payments
 * stands, for the payment dialog to wait on a charge the provider has not decided yet. A small
 * answer, so that asking every few seconds costs the server one query.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const paymentId = new URL(request.url).searchParams.get("payment");
  const payment = await findSupplierPayment(context.services.db, supplier.id, paymentId);
  if (!payment) throw new DomainError(404, ...failure("noSuchPayment"));
  return Response.json({ status: payment.status }, { headers: { "Cache-Control": "no-store" } });
}
