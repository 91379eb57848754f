import { csvResponse, inBatches } from "~/admin/csv-export.server";
import { readListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/guards.server";
import { dubaiDate } from "~/lib/dates";
import { quoteReference } from "~/quotes/quote-rules";
import { quoteListQuery, quoteRequestsAfter, type QuoteRequest } from "~/quotes/sourcing.server";
import { requireRecentProofToRead } from "~/routes/auth/step-up.server";
import type { Route } from "./+types/quotes-export";
import { decimalAmount, percentOf } from "~/lib/money";

// GET /admin/quotes.csv: the requests the inbox shows (same search and folder), every page of them.

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  requireRecentProofToRead(request, admin);
  const query = readListQuery(new URL(request.url), quoteListQuery);
  const { db } = context.services;
  return csvResponse<QuoteRequest>(
    `quote-requests-${dubaiDate()}.csv`,
    [
      ["Reference", (row) => quoteReference(row)],
      ["Received", (row) => row.createdAt.toISOString()],
      ["Status", (row) => row.status],
      ["Company", (row) => row.company],
      ["Contact", (row) => row.contactName],
      ["Email", (row) => row.email],
      ["Phone", (row) => row.phone],
      ["Country", (row) => row.country],
      ["Delivery city", (row) => row.deliveryCity],
      ["Needed by", (row) => row.neededBy],
      ["Budget (AED)", (row) => (row.budgetMinor === null ? "" : decimalAmount(row.budgetMinor))],
      ["Language", (row) => row.language],
      ["Categories", (row) => row.categories.join("; ")],
      ["Deadline", (row) => row.deadline?.toISOString()],
      ["Quoted", (row) => row.quotedAt?.toISOString()],
      ["Margin (%)", (row) => (row.marginBasisPoints === null ? "" : percentOf(row.marginBasisPoints))],
    ],
    inBatches((last) => quoteRequestsAfter(db, query, last)),
  );
}
