import { useTranslation } from "react-i18next";
import { Download } from "lucide-react";
import { Link, useLocation } from "react-router";
import { readListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/guards.server";
import {
  downloadLinkClass,
  EmptyList,
  ListFilters,
  Pagination,
  SearchField,
  SelectField,
  TableCard,
} from "~/components/admin/list-controls";
import { RevenueChart } from "~/components/admin/revenue-chart";
import { PaymentStatus, InvoiceLink } from "~/components/portal/payment-status";
import { TableHead } from "~/components/ui/table-head";
import { privatePageMeta } from "~/marketing/page-meta";
import { formatMoney } from "~/lib/money";
import { formatVatRate } from "~/payments/tax";
import { listPayments, paymentListQuery, recentMonths, revenueByMonth } from "~/payments/payment-ledger.server";
import { paymentStatusLabels } from "~/admin/list-labels";
import type { Route } from "./+types/payments";
import { formatDateTime, formatMonth, formatYears } from "~/lib/dates";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Payments");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const query = readListQuery(new URL(request.url), paymentListQuery);
  const [list, revenue] = await Promise.all([listPayments(db, query), revenueByMonth(db, 12)]);
  return {
    query,
    ...list,
    rows: list.rows.map((row) => ({
      ...row,
      amount: formatMoney(row.amountMinor, row.currency, undefined, "always"),
      vat: formatMoney(row.vatMinor, row.currency, undefined, "always"),
    })),
    received: list.received.map((total) => ({ ...total, amount: formatMoney(total.amountMinor, total.currency) })),
    charts: revenue.currencies.map((currency) => ({
      currency,
      months: revenue.months.map((month) => ({ month: month.month, amountMinor: month.amounts[currency] ?? 0 })),
    })),
    monthOptions: recentMonths(24).map((month) => [month, formatMonth(month, "long")] as [string, string]),
  };
}

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  const { query, rows } = loaderData;
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Payments</h1>
        <a href={`/admin/payments.csv${search}`} className={downloadLinkClass}>
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {loaderData.charts.length === 0 ? (
            <EmptyList>No payment has been received in the last 12 months.</EmptyList>
          ) : (
            loaderData.charts.map((chart) => <RevenueChart key={chart.currency} {...chart} />)
          )}
        </div>
        <section aria-labelledby="totals" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="totals" className="text-base font-semibold text-navy-900">
            Received (matching the filters)
          </h2>
          {loaderData.received.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nothing received among these payments.</p>
          ) : (
            <dl className="mt-3 space-y-3">
              {loaderData.received.map((total) => (
                <div key={total.currency}>
                  <dt className="text-sm text-slate-600">
                    {total.payments} payment{total.payments === 1 ? "" : "s"} in {total.currency}
                  </dt>
                  <dd className="text-2xl font-bold text-navy-900">{total.amount}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
      <ListFilters label="Find payments">
        <SearchField label="Search" defaultValue={query.q} placeholder="Company, email, invoice number or reference" />
        <SelectField
          name="status"
          label="Status"
          defaultValue={query.status}
          options={[["", "All statuses"], ...Object.entries(paymentStatusLabels)]}
        />
        <SelectField
          name="kind"
          label="Kind"
          defaultValue={query.kind}
          options={[
            ["", "Registrations and renewals"],
            ["registration", "Registrations"],
            ["renewal", "Renewals"],
          ]}
        />
        <SelectField
          name="provider"
          label="Provider"
          defaultValue={query.provider}
          options={[
            ["", "All providers"],
            ["stripe", "Stripe"],
            ["sandbox", "Sandbox (test mode)"],
          ]}
        />
        <SelectField
          name="month"
          label="Month"
          defaultValue={query.month}
          options={[["", "Any month"], ...loaderData.monthOptions]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <EmptyList>No payment matches these filters.</EmptyList>
      ) : (
        <TableCard caption="Payments, newest first">
          <TableHead
            columns={["Date", "Supplier", "Plan", "Amount", "Provider", "Status"]}
            cellClassName="px-4 py-3"
            className="bg-slate-50"
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((payment) => (
              <tr key={payment.id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(payment.createdAt)}</td>
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/supplier/${payment.supplierId}`}
                    dir="auto"
                    className="font-semibold text-brand-700 underline"
                  >
                    {payment.companyName}
                  </Link>
                  <span className="block text-xs text-slate-500">{payment.email}</span>
                </td>
                <td className="px-4 py-3">
                  {payment.planLabel}, {formatYears(payment.planYears, t)}
                  <span className="block text-xs text-slate-500 capitalize">{payment.kind}</span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <span className="font-semibold">{payment.amount}</span>{" "}
                  <span className="text-xs text-slate-500">{payment.currency}</span>
                  <span className="block text-xs text-slate-500">
                    VAT {formatVatRate(payment.vatRateBasisPoints)}: {payment.vat}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <span className="capitalize">{payment.provider}</span>
                  <span className="block font-mono text-xs whitespace-nowrap text-slate-500">
                    {payment.providerPaymentId ?? "—"}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <PaymentStatus status={payment.status} />
                  <InvoiceLink
                    href={`/admin/payments/${payment.id}/receipt`}
                    invoiceNumber={payment.invoiceNumber}
                    about={`${payment.companyName}, ${payment.amount}`}
                  />
                  {payment.failureMessage ? (
                    <span className="block text-xs text-slate-500">{payment.failureMessage}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      )}
      <Pagination list={loaderData} noun="payments" />
    </>
  );
}
