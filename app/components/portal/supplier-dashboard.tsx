import { useTranslation } from "react-i18next";
import { Building2, CalendarClock, LogOut, Mail, Receipt, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/ui/status-badge";
import { PaymentStatus, InvoiceLink } from "~/components/ui/payment-status";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { EmailAddress } from "~/components/ui/email-address";
import { SummaryList } from "./summary-list";
import { formatDateTime, formatLongDate, formatYears } from "~/lib/dates";

interface DashboardData {
  companyName: string;
  email: string;
  status: SupplierStatus;
  plan: { label: string; years: number };
  expiresAt: string | null;
  daysLeft: number | null;
  canRenew: boolean;
  renewalWindowDays: number;
  payments: Array<{
    id: string;
    date: string;
    kind: string;
    plan: string;
    amount: string;
    status: string;
    reference: string | null;
    reason: string | null;
    invoiceNumber: number | null;
  }>;
  notifications: Array<{ id: string; subject: string; date: string; delivered: boolean }>;
}

/** /supplier-dashboard: the subscription at a glance, renewal when it is due, and every payment. */
export function SupplierDashboard(props: DashboardData) {
  const expired = props.status === "expired";
  const { t } = useTranslation();
  const renewUrl = `/payment-required?email=${encodeURIComponent(props.email)}`;
  return (
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] px-4 pt-28 pb-24 text-white sm:px-6">
        <div className="mx-auto flex max-w-5xl flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Supplier dashboard</p>
            <h1 dir="auto" className="mt-2 text-3xl font-bold sm:text-4xl">
              {props.companyName}
            </h1>
          </div>
          <Form method="post" action="/sign-out">
            <button className="inline-flex items-center gap-2 rounded-md border border-white/40 px-4 py-2 text-sm font-semibold hover:bg-white/10">
              <LogOut aria-hidden className="size-4" /> Sign out
            </button>
          </Form>
        </div>
      </div>
      <div className="mx-auto -mt-14 grid max-w-5xl gap-6 px-4 sm:px-6 lg:grid-cols-3">
        <section
          aria-labelledby="subscription"
          className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 lg:col-span-2"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 id="subscription" className="text-lg font-semibold text-navy-900">
              Subscription
            </h2>
            <StatusBadge status={props.status} />
          </div>
          <SummaryList
            className="mt-4"
            rows={[
              ["Plan", `${props.plan.label}, ${formatYears(props.plan.years, t)}`],
              [
                expired ? "Ended on" : "Active until",
                props.expiresAt ? formatLongDate(props.expiresAt) : "Not yet paid",
              ],
              ...(props.daysLeft !== null && !expired
                ? [["Days left", String(props.daysLeft)] as [string, string]]
                : []),
            ]}
          />
          {props.canRenew ? (
            <div
              className={`mt-5 rounded-md px-4 py-3 text-sm ${expired ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-950"}`}
            >
              <p className="flex items-center gap-2 font-semibold">
                <CalendarClock aria-hidden className="size-4" />
                {expired
                  ? "Your subscription has ended. Renew it to be considered for our quotations again."
                  : `Your subscription ends in ${props.daysLeft} day${props.daysLeft === 1 ? "" : "s"}. Renewing now adds a full period after the current one.`}
              </p>
              <Link
                to={renewUrl}
                className="mt-3 inline-block rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
              >
                Renew subscription
              </Link>
            </div>
          ) : (
            <p className="mt-5 text-sm text-slate-600">
              You can renew from {props.renewalWindowDays} days before the end of your subscription; we will remind you
              by email 30 days, 7 days and the day before it ends.
            </p>
          )}
        </section>
        <section aria-labelledby="account" className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <h2 id="account" className="text-lg font-semibold text-navy-900">
            Account
          </h2>
          <SummaryList className="mt-4" rows={[["Email", <EmailAddress key="email" address={props.email} />]]} />
          <Link
            to="/supplier-dashboard/profile"
            className="mt-4 flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
          >
            <Building2 aria-hidden className="size-4" /> Company details and trade licence
          </Link>
          <Link
            to="/supplier-dashboard/security"
            className="mt-3 flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
          >
            <ShieldCheck aria-hidden className="size-4" /> Password and signed-in devices
          </Link>
        </section>
        <section
          aria-labelledby="payments"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <h2 id="payments" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Receipt aria-hidden className="size-5" /> Payments and tax invoices
          </h2>
          {props.payments.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No payments yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {props.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-navy-900">
                      {payment.kind === "renewal" ? "Renewal" : "Registration"}: {payment.plan}
                    </p>
                    <p className="text-slate-600">{formatDateTime(payment.date)}</p>
                    {payment.reference ? (
                      <p className="font-mono text-xs break-words text-slate-500">{payment.reference}</p>
                    ) : null}
                  </div>
                  <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:flex-col sm:items-end sm:gap-1">
                    <p className="font-semibold text-navy-900">{payment.amount}</p>
                    <PaymentStatus status={payment.status} />
                    {payment.reason ? <p className="text-xs text-slate-600 sm:text-right">{payment.reason}</p> : null}
                    <InvoiceLink
                      href={`/supplier-dashboard/receipts/${payment.id}`}
                      invoiceNumber={payment.invoiceNumber}
                      about={`${payment.kind} payment of ${payment.amount} on ${formatDateTime(payment.date)}`}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="notifications"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <h2 id="notifications" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Mail aria-hidden className="size-5" /> Notifications
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            The emails we have sent to <EmailAddress address={props.email} />, newest first.
          </p>
          {props.notifications.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No emails yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {props.notifications.map((notification) => (
                <li key={notification.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span dir="auto" className="font-medium text-navy-900">
                    {notification.subject}
                  </span>
                  <span className="text-slate-600">
                    {formatDateTime(notification.date)}
                    {notification.delivered ? "" : " · being sent"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
