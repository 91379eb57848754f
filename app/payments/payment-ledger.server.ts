import { dubaiMonth, dubaiMonthBounds, shiftMonth } from "~/lib/dates";
import { and, count, desc, eq, gte, ilike, lt, or, sql, sum } from "drizzle-orm";
import { z } from "zod";
import { containsPattern, pageCount, PAGE_SIZE, pageNumber, searchText } from "~/admin/list-query";
import type { Executor } from "~/db/client.server";
import { payments, suppliers } from "~/db/schema";
import { paymentStatusLabels } from "~/admin/list-labels";

// What admins read about payments: the ledger, its totals, revenue by month and the CSV export.

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

export const paymentListQuery = {
  q: searchText,
  status: z.enum(Object.keys(paymentStatusLabels) as [keyof typeof paymentStatusLabels]).optional(),
  kind: z.enum(["registration", "renewal"]).optional(),
  provider: z.enum(["stripe", "sandbox"]).optional(),
  /** A month, YYYY-MM, in Dubai time. */
  month: z.string().regex(monthPattern).optional(),
  page: pageNumber,
};

export type PaymentListQuery = z.output<z.ZodObject<typeof paymentListQuery>>;

function paymentFilter(query: Omit<PaymentListQuery, "page">) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  // "INV-000042", "inv-42" or "42" finds that tax invoice.
  const invoice = /^(?:inv-?)?0*(\d{1,9})$/i.exec(query.q?.trim() ?? "")?.[1];
  const bounds = query.month ? dubaiMonthBounds(query.month) : undefined;
  return and(
    pattern
      ? or(
          ilike(suppliers.companyName, pattern),
          ilike(suppliers.email, pattern),
          ilike(payments.providerPaymentId, pattern),
          invoice ? eq(payments.invoiceNumber, Number(invoice)) : undefined,
        )
      : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.provider ? eq(payments.provider, query.provider) : undefined,
    bounds ? and(gte(payments.createdAt, bounds[0]), lt(payments.createdAt, bounds[1])) : undefined,
  );
}

const ledgerColumns = {
  id: payments.id,
  createdAt: payments.createdAt,
  supplierId: payments.supplierId,
  companyName: suppliers.companyName,
  email: suppliers.email,
  kind: payments.kind,
  planLabel: payments.planLabel,
  planYears: payments.planYears,
  amountMinor: payments.amountMinor,
  vatRateBasisPoints: payments.vatRateBasisPoints,
  vatMinor: payments.vatMinor,
  currency: payments.currency,
  invoiceNumber: payments.invoiceNumber,
  provider: payments.provider,
  providerPaymentId: payments.providerPaymentId,
  status: payments.status,
  failureMessage: payments.failureMessage,
};

export type LedgerRow = Awaited<ReturnType<typeof listPayments>>["rows"][number];

/** One page of payments, newest first, with the total received (succeeded payments) per currency. */
export async function listPayments(db: Executor, query: PaymentListQuery) {
  const where = paymentFilter(query);
  const [rows, [counted], totals] = await Promise.all([
    db
      .select(ledgerColumns)
      .from(payments)
      .innerJoin(suppliers, eq(suppliers.id, payments.supplierId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(suppliers, eq(suppliers.id, payments.supplierId))
      .where(where),
    db
      .select({
        currency: payments.currency,
        amountMinor: sum(payments.amountMinor).mapWith(Number),
        payments: count(),
      })
      .from(payments)
      .innerJoin(suppliers, eq(suppliers.id, payments.supplierId))
      .where(and(where, eq(payments.status, "succeeded")))
      .groupBy(payments.currency)
      .orderBy(payments.currency),
  ]);
  const total = counted?.total ?? 0;
  return { rows, total, page: query.page, pages: pageCount(total), received: totals };
}

/** Every match, 500 at a time after `last`, for the CSV export. */
export function paymentsAfter(db: Executor, query: Omit<PaymentListQuery, "page">, last?: LedgerRow) {
  return db
    .select(ledgerColumns)
    .from(payments)
    .innerJoin(suppliers, eq(suppliers.id, payments.supplierId))
    .where(
      and(
        paymentFilter(query),
        last ? sql`(${payments.createdAt}, ${payments.id}) < (${last.createdAt}, ${last.id})` : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
}

/** Money received in each of the last `months` Dubai calendar months (oldest first), per currency; empty months are 0. */
export async function revenueByMonth(db: Executor, months = 12, now = new Date()) {
  const thisMonth = dubaiMonth(now);
  const monthList = Array.from({ length: months }, (_, index) => shiftMonth(thisMonth, index - months + 1));
  const [from] = dubaiMonthBounds(monthList[0]!);
  const month = sql<string>`to_char(${payments.createdAt} at time zone 'Asia/Dubai', 'YYYY-MM')`;
  const rows = await db
    .select({ month, currency: payments.currency, amountMinor: sum(payments.amountMinor).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.status, "succeeded"), gte(payments.createdAt, from)))
    .groupBy(month, payments.currency);
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  return {
    currencies,
    months: monthList.map((key) => ({
      month: key,
      amounts: Object.fromEntries(
        currencies.map((currency) => [
          currency,
          rows.find((row) => row.month === key && row.currency === currency)?.amountMinor ?? 0,
        ]),
      ) as Record<string, number>,
    })),
  };
}

/** Received this month and in total, per currency, for the dashboard. */
export async function revenueSummary(db: Executor, now = new Date()) {
  const [start] = dubaiMonthBounds(dubaiMonth(now));
  const [total, thisMonth] = await Promise.all([
    db
      .select({ currency: payments.currency, amountMinor: sum(payments.amountMinor).mapWith(Number) })
      .from(payments)
      .where(eq(payments.status, "succeeded"))
      .groupBy(payments.currency),
    db
      .select({ currency: payments.currency, amountMinor: sum(payments.amountMinor).mapWith(Number) })
      .from(payments)
      .where(and(eq(payments.status, "succeeded"), gte(payments.createdAt, start)))
      .groupBy(payments.currency),
  ]);
  return { total, thisMonth };
}

/** The last `count` Dubai calendar months, this one first: the months the ledger can be filtered by. */
export function recentMonths(count: number, now = new Date()): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(dubaiMonth(now), -index));
}
