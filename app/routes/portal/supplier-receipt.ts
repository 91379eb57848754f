import { requireSupplier } from "~/auth/guards.server";
import { receiptPdfResponse } from "~/payments/receipt-pdf.server";
import { findReceipt } from "~/payments/receipts.server";
import type { Route } from "./+types/supplier-receipt";

/** The PDF tax invoice of one of the signed-in supplier's own successful payments. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const receipt = await findReceipt(context.services.db, params.paymentId, supplier.id);
  if (!receipt) throw new Response("Your account has no tax invoice for this payment.", { status: 404 });
  return receiptPdfResponse(receipt);
}
