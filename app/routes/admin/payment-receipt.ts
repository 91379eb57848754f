import { requireAdmin } from "~/auth/guards.server";
import { receiptPdfResponse } from "~/payments/receipt-pdf.server";
import { findReceipt } from "~/payments/receipts.server";
import type { Route } from "./+types/payment-receipt";
import { DomainError } from "~/lib/errors";

/** The PDF tax invoice of any fulfilled payment, as its supplier received it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const receipt = await findReceipt(context.services.db, params.id, null);
  if (!receipt) throw new DomainError(404, "There is no fulfilled payment with this id, so there is no tax invoice.");
  return receiptPdfResponse(receipt);
}
