import { csvResponse, inBatches } from "~/admin/csv-export.server";
import { dubaiDate } from "~/lib/dates";
import { readListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/guards.server";
import { requireRecentProofToRead } from "~/routes/auth/step-up.server";
import { paymentListQuery, paymentsAfter, type LedgerRow } from "~/payments/payment-ledger.server";
import { formatVatRate, invoiceNumberText, taxableAmount } from "~/payments/tax";
import type { Route } from "./+types/payments-export";
import { decimalAmount } from "~/lib/money";

// GET /admin/payments.csv: the payments the list shows (same filters), every page of them.

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  requireRecentProofToRead(request, admin);
  const query = readListQuery(new URL(request.url), paymentListQuery);
  const { db } = context.services;
  return csvResponse<LedgerRow>(
    `payments-${dubaiDate()}.csv`,
    [
      ["Date", (row) => row.createdAt.toISOString()],
      ["Supplier", (row) => row.companyName],
      ["Email", (row) => row.email],
      ["Kind", (row) => row.kind],
      ["Plan", (row) => row.planLabel],
      ["Years", (row) => row.planYears],
      ["Invoice number", (row) => (row.invoiceNumber === null ? "" : invoiceNumberText(row.invoiceNumber))],
      ["Amount", (row) => decimalAmount(row.amountMinor)],
      ["Taxable amount", (row) => decimalAmount(taxableAmount(row))],
      ["VAT rate", (row) => formatVatRate(row.vatRateBasisPoints)],
      ["VAT", (row) => decimalAmount(row.vatMinor)],
      ["Currency", (row) => row.currency],
      ["Provider", (row) => row.provider],
      ["Provider reference", (row) => row.providerPaymentId],
      ["Status", (row) => row.status],
      ["Failure", (row) => row.failureMessage],
    ],
    inBatches((last) => paymentsAfter(db, query, last)),
  );
}
