import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { requireSupplier } from "~/auth/guards.server";
import { receiptPdfResponse } from "~/payments/receipt-pdf.server";
import { findReceipt } from "~/payments/receipts.server";
import type { Route } from "./+types/supplier-receipt";

/** The PDF tax invoice of one of the signed-in supplier's own successful payments. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const receipt = await findReceipt(context.services.db, params.paymentId, supplier.id);
  if (!receipt) throw new DomainError(404, ...failure("noTaxInvoice"));
  return receiptPdfResponse(receipt);
}
