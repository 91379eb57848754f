import { Link } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { describeEntries, recentActivity } from "~/audit/audit-trail.server";
import { AuditEntries } from "~/components/admin/audit-entries";
import { StatusBadge } from "~/components/portal/status-badge";
import { dubaiMonth, formatDate, formatDateTime } from "~/lib/dates";
import { countUnreadContacts } from "~/contacts/contact-inbox.server";
import { formatMoney } from "~/lib/money";
import { getPaymentSettings } from "~/plans/plans.server";
import { revenueSummary } from "~/payments/payment-ledger.server";
import { listExpiringSoon } from "~/suppliers/supplier-list.server";
import { TableHead } from "~/components/ui/table-head";
import { SidewaysScroll } from "~/components/ui/sideways-scroll";
import { privatePageMeta } from "~/marketing/page-meta";
import { statusLabels, supplierStatuses } from "~/suppliers/lifecycle";
import { countSuppliersByStatus, listAwaitingReview } from "~/suppliers/review.server";
import { quoteFigures } from "~/quotes/sourcing.server";
import { invoicesLackTrn } from "~/payments/tax";
import { getCompanyFacts } from "~/settings/settings.server";
import { MissingTrnNotice } from "~/components/admin/missing-trn-notice";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Admin dashboard");

/** How many of the registrations awaiting review the dashboard lists; the suppliers list has them all. */
const NEWEST_REGISTRATIONS = 8;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const [counts, awaiting, unreadContacts, revenue, expiring, recent, payment, quotes, company] = await Promise.all([
    countSuppliersByStatus(db),
    listAwaitingReview(db, NEWEST_REGISTRATIONS),
    countUnreadContacts(db),
    revenueSummary(db),
    listExpiringSoon(db),
    recentActivity(db, 8).then((entries) => describeEntries(db, entries)),
    getPaymentSettings(db),
    quoteFigures(db),
    getCompanyFacts(db),
  ]);
  const { currency } = payment;
  const money = (totals: Array<{ currency: string; amountMinor: number }>) =>
    totals.length === 0
      ? [formatMoney(0, currency)]
      : totals.map((total) => formatMoney(total.amountMinor, total.currency));
  return {
    counts,
    awaiting,
    unreadContacts,
    revenue: { thisMonth: money(revenue.thisMonth), total: money(revenue.total) },
    thisMonth: dubaiMonth(new Date()),
    expiring,
    recent,
    quotes,
    invoicesLackTrn: invoicesLackTrn(payment, company),
  };
}

const percent = (ratio: number | null) => (ratio === null ? "No answers yet" : `${Math.round(ratio * 100)} %`);

/** "25 minutes", "5.5 hours", "2.3 days": how long suppliers take to answer. */
function duration(hours: number | null): string {
  if (hours === null) return "No quotations yet";
  const minutes = Math.max(1, Math.round(hours * 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return hours < 48 ? `${hours.toFixed(1)} hours` : `${(hours / 24).toFixed(1)} days`;
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, awaiting } = loaderData;
  const tile = "rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200";
  const kpiLink = "underline decoration-slate-300 underline-offset-4 hover:decoration-brand-500";
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Dashboard</h1>
      {loaderData.invoicesLackTrn ? <MissingTrnNotice /> : null}
      <section aria-labelledby="business" className="mt-6">
        <h2 id="business" className="sr-only">
          Business at a glance
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Revenue this month</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">
              <Link to={`/admin/payments?month=${loaderData.thisMonth}`} className={kpiLink}>
                {loaderData.revenue.thisMonth.join(" · ")}
              </Link>
            </dd>
          </div>
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Revenue in total</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">
              <Link to="/admin/payments" className={kpiLink}>
                {loaderData.revenue.total.join(" · ")}
              </Link>
            </dd>
          </div>
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Unread contact messages</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">
              <Link to="/admin/contacts?folder=unread" className={kpiLink}>
                {loaderData.unreadContacts}
              </Link>
            </dd>
          </div>
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Subscriptions ending in 30 days</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">
              <a href="#expiring" className={kpiLink}>
                {loaderData.expiring.length}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="supplier-counts" className="mt-6">
        <h2 id="supplier-counts" className="sr-only">
          Suppliers by status
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {supplierStatuses.map((status) => (
            <div key={status} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-semibold text-slate-500 uppercase">{statusLabels[status]}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900">
                <Link to={`/admin/suppliers?status=${status}`} className={kpiLink}>
                  {counts[status]}
                </Link>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="quote-figures" className="mt-10">
        <h2 id="quote-figures" className="text-lg font-semibold text-navy-900">
          Quote requests
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-3">
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Open requests</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">
              <Link to="/admin/quotes" className={kpiLink}>
                {loaderData.quotes.open}
              </Link>
            </dd>
          </div>
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Win rate</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">
              {loaderData.quotes.winRate === null ? "No results yet" : percent(loaderData.quotes.winRate)}
            </dd>
            <dd className="text-xs text-slate-500">of {loaderData.quotes.decided} requests won or lost</dd>
          </div>
          <div className={tile}>
            <dt className="text-xs font-semibold text-slate-500 uppercase">Median time to answer</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900">{duration(loaderData.quotes.medianHoursToAnswer)}</dd>
            <dd className="text-xs text-slate-500">from invitation to a supplier&apos;s first quotation</dd>
          </div>
        </dl>
        {loaderData.quotes.suppliers.length ? (
          <SidewaysScroll className="mt-3 rounded-lg shadow-sm ring-1 ring-slate-200">
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Response rate per supplier, most invited first</caption>
              <TableHead
                columns={["Supplier", "Invited", "Quoted", "Response rate", "Awarded"]}
                cellClassName="px-4 py-2"
                className="bg-slate-50"
              />
              <tbody className="divide-y divide-slate-100">
                {loaderData.quotes.suppliers.map((supplier) => (
                  <tr key={supplier.supplierId}>
                    <td className="px-4 py-2">
                      <Link
                        to={`/admin/supplier/${supplier.supplierId}`}
                        dir="auto"
                        className="font-medium text-brand-700 underline"
                      >
                        {supplier.companyName}
                      </Link>
                    </td>
                    <td className="px-4 py-2">{supplier.invited}</td>
                    <td className="px-4 py-2">{supplier.answered}</td>
                    <td className="px-4 py-2">{percent(supplier.responseRate)}</td>
                    <td className="px-4 py-2">{supplier.awarded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SidewaysScroll>
        ) : null}
      </section>

      <section aria-labelledby="awaiting-review" className="mt-10">
        <h2 id="awaiting-review" className="text-lg font-semibold text-navy-900">
          Registrations awaiting review ({counts.pending_review})
        </h2>
        {counts.pending_review > awaiting.length ? (
          <p className="mt-1 text-sm text-slate-600">
            The newest {awaiting.length}.{" "}
            <Link
              to="/admin/suppliers?status=pending_review&sort=oldest"
              className="font-semibold text-brand-700 underline"
            >
              See all {counts.pending_review} in review order
            </Link>
          </p>
        ) : null}
        {awaiting.length === 0 ? (
          <p className="mt-3 rounded-lg bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
            No registration is waiting for review. New ones appear here, and the notification address receives an email
            for each.
          </p>
        ) : (
          <SidewaysScroll className="mt-3 rounded-lg shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <TableHead
                columns={["Company", "Contact", "Location", "Plan", "Registered", "Status"]}
                cellClassName="px-4 py-3"
                className="bg-slate-50"
              />
              <tbody className="divide-y divide-slate-100">
                {awaiting.map((supplier) => (
                  <tr key={supplier.id}>
                    <td className="px-4 py-3 font-semibold">
                      <Link to={`/admin/supplier/${supplier.id}`} dir="auto" className="text-brand-700 underline">
                        {supplier.companyName}
                      </Link>
                      {supplier.documentId ? null : (
                        <span className="block text-xs font-normal text-slate-500">No trade licence uploaded</span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      {supplier.contactName}
                      <span className="block text-xs text-slate-500">{supplier.email}</span>
                    </td>
                    <td className="px-4 py-3">
                      {supplier.city}, {supplier.country}
                    </td>
                    <td className="px-4 py-3">{supplier.planLabel}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(supplier.createdAt)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status="pending_review" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SidewaysScroll>
        )}
      </section>
      <div className="mt-10 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section aria-labelledby="expiring" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="expiring" className="text-lg font-semibold text-navy-900">
            Subscriptions ending in the next 30 days
          </h2>
          {loaderData.expiring.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No active subscription ends in the next 30 days.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {loaderData.expiring.map((supplier) => (
                <li key={supplier.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link
                    to={`/admin/supplier/${supplier.id}`}
                    dir="auto"
                    className="font-semibold text-brand-700 underline"
                  >
                    {supplier.companyName}
                  </Link>
                  <span className="text-slate-600">ends {formatDate(supplier.subscriptionExpiresAt!)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="recent" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div className="flex items-baseline justify-between gap-3">
            <h2 id="recent" className="text-lg font-semibold text-navy-900">
              Recent activity
            </h2>
            <Link to="/admin/audit" className="text-sm font-semibold text-brand-700 underline">
              Full audit trail
            </Link>
          </div>
          {loaderData.recent.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nothing has happened yet.</p>
          ) : (
            <AuditEntries entries={loaderData.recent} />
          )}
        </section>
      </div>
    </>
  );
}
