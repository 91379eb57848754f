import { csvResponse, inBatches } from "~/admin/csv-export.server";
import { requireAdmin } from "~/auth/guards.server";
import { dubaiDate } from "~/lib/dates";
import { quoteReference } from "~/quotes/quote-rules";
import { quotationsAfter } from "~/quotes/sourcing.server";
import { describeWarranty } from "~/quotes/warranty";
import { translatorFor } from "~/i18n/catalogues.server";
import { requireRecentProofToRead } from "~/routes/auth/step-up.server";
import type { Route } from "./+types/quotations-export";
import { decimalAmount } from "~/lib/money";

// GET /admin/quotations.csv: every supplier quotation, newest first.

type Row = Awaited<ReturnType<typeof quotationsAfter>>[number];

// The admin area is in English (decision 0008).
const english = translatorFor("en", "opportunities");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  requireRecentProofToRead(request, admin);
  const { db } = context.services;
  return csvResponse<Row>(
    `quotations-${dubaiDate()}.csv`,
    [
      ["Request", (row) => quoteReference({ number: row.number, createdAt: row.requestCreatedAt })],
      ["Request status", (row) => row.requestStatus],
      ["Supplier", (row) => row.supplier],
      ["Submitted", (row) => row.submittedAt.toISOString()],
      ["Revised", (row) => row.revisedAt.toISOString()],
      ["Revision", (row) => row.revision],
      ["Currency", (row) => row.currency],
      ["Total", (row) => decimalAmount(row.totalMinor)],
      ["Lines priced", (row) => row.linesPriced],
      ["Lead time (days)", (row) => row.leadTimeDays],
      ["Valid until", (row) => row.validUntil],
      ["Warranty", (row) => describeWarranty(english, row)],
      // Blank for a quotation whose warranty was typed before periods were chosen from a list.
      ["Warranty (months)", (row) => row.warrantyMonths ?? ""],
      ["Outcome", (row) => row.outcome ?? ""],
    ],
    inBatches((last) => quotationsAfter(db, last)),
  );
}
