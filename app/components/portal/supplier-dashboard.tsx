import { mayQuote } from "~/suppliers/quoting";
import { useTranslation } from "react-i18next";
import { Building2, CalendarClock, FileText, LogOut, Mail, Receipt, ShieldCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { StatusBadge } from "~/components/portal/status-badge";
import { PaymentStatus, InvoiceLink } from "~/components/portal/payment-status";
import type { SupplierStatus } from "~/suppliers/lifecycle";
import { EmailAddress } from "~/components/ui/email-address";
import { SummaryList } from "./summary-list";
import { formatDateTime, formatLongDate, formatYears } from "~/lib/dates";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { useLocalPath } from "~/marketing/use-local-path";
import { paymentPagePath } from "~/payments/payment-page";

interface DashboardData {
  companyName: string;
  email: string;
  status: SupplierStatus;
  plan: { label: string; years: number };
  expiresAt: string | null;
  daysLeft: number | null;
  canRenew: boolean;
  renewalWindowDays: number;
  openOpportunities: number;
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

const paymentStatuses = ["succeeded", "failed", "processing", "requires_action"] as const;
const isPaymentStatus = (status: string): status is (typeof paymentStatuses)[number] =>
  (paymentStatuses as readonly string[]).includes(status);

/** /supplier-dashboard: the subscription at a glance, renewal when it is due, and every payment. */
export function SupplierDashboard(props: DashboardData) {
  const expired = props.status === "expired";
  const { t } = useTranslation("portal");
  const { t: shell } = useTranslation("shell");
  const local = useLocalPath();
  const language = useLanguage();
  const locale = localeOf[language].intl;
  const renewUrl = paymentPagePath(props.email, language);
  const paymentStatusLabel = (status: string) => (isPaymentStatus(status) ? t(`paymentStatus.${status}`) : status);
  return (
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] pt-28 pb-24 text-white">
        {/* The same box as the cards below, padding inside it, so the title lines up with them. */}
        <div className="mx-auto flex max-w-5xl flex-wrap items-end justify-between gap-4 px-4 sm:px-6">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t("dashboard.title")}</p>
            {/* bdi: the name keeps its own direction, the heading the page's alignment when it wraps. */}
            <h1 className="mt-2 text-3xl font-bold sm:text-4xl">
              <bdi>{props.companyName}</bdi>
            </h1>
          </div>
          <Form method="post" action={local("/sign-out")}>
            <button className="inline-flex items-center gap-2 rounded-md border border-white/40 px-4 py-2 text-sm font-semibold hover:bg-white/10">
              <LogOut aria-hidden className="size-4 rtl:-scale-x-100" /> {t("signOut")}
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
              {t("dashboard.subscription")}
            </h2>
            <StatusBadge status={props.status} label={t(`status.${props.status}`)} />
          </div>
          <SummaryList
            className="mt-4"
            rows={[
              [t("plan"), t("planTerm", { plan: props.plan.label, term: formatYears(props.plan.years, shell) })],
              [
                expired ? t("dashboard.endedOn") : t("dashboard.activeUntil"),
                props.expiresAt ? formatLongDate(props.expiresAt, locale) : t("dashboard.notPaid"),
              ],
              ...(props.daysLeft !== null && !expired
                ? [[t("dashboard.daysLeft"), String(props.daysLeft)] as [string, string]]
                : []),
            ]}
          />
          {props.canRenew ? (
            <div
              className={`mt-5 rounded-md px-4 py-3 text-sm ${expired ? "bg-red-50 text-red-900" : "bg-amber-50 text-amber-950"}`}
            >
              <p className="flex items-center gap-2 font-semibold">
                <CalendarClock aria-hidden className="size-4" />
                {expired ? t("dashboard.ended") : t("dashboard.endsIn", { count: props.daysLeft ?? 0 })}
              </p>
              <Link
                to={renewUrl}
                className="mt-3 inline-block rounded-md bg-navy-900 px-4 py-2 font-semibold text-white hover:bg-navy-800"
              >
                {t("dashboard.renew")}
              </Link>
            </div>
          ) : (
            <p className="mt-5 text-sm text-slate-600">
              {t("dashboard.renewLater", { count: props.renewalWindowDays })}
            </p>
          )}
        </section>
        <section aria-labelledby="account" className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
          <h2 id="account" className="text-lg font-semibold text-navy-900">
            {t("dashboard.account")}
          </h2>
          <SummaryList className="mt-4" rows={[[t("email"), <EmailAddress key="email" address={props.email} />]]} />
          <Link
            to={local("/supplier-dashboard/profile")}
            className="mt-4 flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
          >
            <Building2 aria-hidden className="size-4" /> {t("dashboard.profileLink")}
          </Link>
          <Link
            to={local("/supplier-dashboard/security")}
            className="mt-3 flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
          >
            <ShieldCheck aria-hidden className="size-4" /> {t("dashboard.securityLink")}
          </Link>
        </section>
        <section
          aria-labelledby="opportunities"
          className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <div className="min-w-0">
            <h2 id="opportunities" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <FileText aria-hidden className="size-5" /> {t("dashboard.opportunities")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              {!mayQuote(props.status)
                ? t("dashboard.opportunitiesEarlier")
                : props.openOpportunities > 0
                  ? t("dashboard.opportunitiesOpen", { count: props.openOpportunities })
                  : t("dashboard.opportunitiesNone")}
            </p>
          </div>
          <Link
            to={local("/supplier-dashboard/opportunities")}
            className={`rounded-md px-4 py-2 text-sm font-semibold ${mayQuote(props.status) && props.openOpportunities > 0 ? "bg-navy-900 text-white hover:bg-navy-800" : "border border-slate-300 text-navy-900 hover:bg-slate-50"}`}
          >
            {t("dashboard.opportunitiesLink")}
          </Link>
        </section>
        <section
          aria-labelledby="payments"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <h2 id="payments" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Receipt aria-hidden className="size-5" /> {t("dashboard.payments")}
          </h2>
          {props.payments.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t("dashboard.noPayments")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {props.payments.map((payment) => {
                const kind = payment.kind === "renewal" ? t("dashboard.renewal") : t("dashboard.registration");
                const date = formatDateTime(payment.date, locale);
                return (
                  <li key={payment.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3">
                    <div className="min-w-0">
                      <p className="font-medium text-navy-900">
                        {t("dashboard.paymentFor", { kind, plan: payment.plan })}
                      </p>
                      <p className="text-slate-600">{date}</p>
                      {payment.reference ? (
                        <p className="text-xs break-words text-slate-500">
                          {t("dashboard.reference", { reference: payment.reference })}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex w-full flex-wrap items-center gap-3 sm:w-auto sm:flex-col sm:items-end sm:gap-1">
                      <bdi className="font-semibold text-navy-900">{payment.amount}</bdi>
                      <PaymentStatus status={payment.status} label={paymentStatusLabel(payment.status)} />
                      {payment.reason ? <p className="text-xs text-slate-600 sm:text-end">{payment.reason}</p> : null}
                      <InvoiceLink
                        href={`/supplier-dashboard/receipts/${payment.id}`}
                        invoiceNumber={payment.invoiceNumber}
                        label={(number) => t("dashboard.invoice", { number })}
                        separator={localeOf[language].comma}
                        about={t(`dashboard.invoiceAbout.${payment.kind === "renewal" ? "renewal" : "registration"}`, {
                          amount: payment.amount,
                          date,
                        })}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="notifications"
          className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3"
        >
          <h2 id="notifications" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Mail aria-hidden className="size-5" /> {t("dashboard.notifications")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {t("dashboard.notificationsIntro.before")}{" "}
            <EmailAddress address={props.email} punctuation={t("dashboard.notificationsIntro.mark")} />
            {t("dashboard.notificationsIntro.after")}
          </p>
          {props.notifications.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t("dashboard.noEmails")}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100 text-sm">
              {props.notifications.map((notification) => (
                <li key={notification.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span dir="auto" className="font-medium text-navy-900">
                    {notification.subject}
                  </span>
                  <span className="text-slate-600">
                    {formatDateTime(notification.date, locale)}
                    {notification.delivered ? "" : t("dashboard.beingSent")}
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
