import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2, Clock, ShieldCheck } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { formatYears } from "~/lib/dates";
import type { FailureKey } from "~/lib/errors";
import { useLanguage } from "~/i18n/use-language";
import { useLocalPath } from "~/marketing/use-local-path";
import { paymentPagePath } from "~/payments/payment-page";
import { PaymentDialog, type PaymentView } from "./payment-dialog";
import { SummaryList } from "./summary-list";

export interface PaymentPageData {
  email: string;
  companyName: string;
  product: string;
  supportEmail: string;
  testMode: boolean;
  /** Set when card payments go through Stripe (Elements); otherwise the sandbox's own form. */
  stripePublishableKey: string | null;
  step: "pay" | null;
  closed: boolean;
  /** At renewal, the plans on offer. */
  plans: Array<{ id: string; label: string; years: number; price: string }>;
  quote: {
    kind: "registration" | "renewal";
    planId: string;
    planLabel: string;
    years: number;
    registrationFee: string;
    subscription: string;
    /** VAT on the fee and the plan: within the total, or added to reach it; null without VAT. */
    vat: { rate: string; amount: string; included: boolean } | null;
    /** In short, for the page and the pay button: "₹2,500". */
    total: string;
    /** In the dialog's breakdown, under the other figures: "₹2,500.00". */
    totalFigure: string;
  };
  link: { id: string; secondsLeft: number };
  /** The result of a payment, when the page shows one (?payment=). */
  payment: {
    id: string;
    kind: "registration" | "renewal";
    status: string;
    activated: boolean;
    message: string | null;
    /** Which refusal the message is, where the catalogue knows it. */
    failure?: FailureKey | null;
  } | null;
  /** The form's last answer; a failure says which it was. */
  lastResult?: (SubmissionResult<string[]> & { failure?: FailureKey }) | null;
}

/** Stripe: the server's request to run 3-D Secure in the page for this payment. */
export interface PaymentAuthentication {
  paymentId: string;
  clientSecret: string;
}

/** Seconds left on the server's payment link, counting down in the browser (a new link remounts the page). */
function useSecondsLeft(initial: number): number {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const endsAt = Date.now() + initial * 1000;
    const timer = setInterval(() => setLeft(Math.max(0, Math.round((endsAt - Date.now()) / 1000))), 250);
    return () => clearInterval(timer);
  }, [initial]);
  return left;
}

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

/** /payment-required: the spec's texts, the server's countdown, and the payment dialog. */
export function PaymentRequired(props: PaymentPageData & { authenticate?: PaymentAuthentication | null }) {
  const { t } = useTranslation(["portal", "failures"]);
  const local = useLocalPath();
  const secondsLeft = useSecondsLeft(props.link.secondsLeft);
  const expired = secondsLeft <= 0;
  // A plan chosen at renewal stays chosen through the dialog and its results.
  const chosePlan = props.quote.kind === "renewal" && props.plans.length > 1;
  const here = paymentPagePath(props.email, useLanguage(), chosePlan ? `&plan=${props.quote.planId}` : "");
  const location = useLocation();
  const [closedByButton, setClosedByButton] = useState(false);

  // A result shown after paying is about that payment, even though the next one would be a renewal.
  const renewal = (props.payment?.kind ?? props.quote.kind) === "renewal";
  const view = paymentView(props, t);
  const paid = props.payment?.status === "succeeded" && props.payment.activated;
  const showNotice = (props.closed || closedByButton) && paid;
  const dialogOpen = view !== null && !showNotice;

  return (
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] px-4 pt-28 pb-28 text-center text-white sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t("supplierPortal")}</p>
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">
          {renewal ? t("payment.renewSubscription") : t("payment.completeRegistration")}
        </h1>
      </div>
      <div className="mx-auto -mt-20 max-w-xl px-4 sm:px-0">
        <div className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          {showNotice ? (
            <p
              role="status"
              className="mb-6 flex gap-2 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
            >
              <CheckCircle2 aria-hidden className="size-5 shrink-0" />
              {t("payment.active")}
            </p>
          ) : null}
          {paid ? null : renewal ? (
            <p className="text-slate-700">{t("payment.renewalIntro")}</p>
          ) : (
            <p className="text-slate-700">{t("payment.registrationIntro")}</p>
          )}
          {paid ? null : (
            <p
              className={`mt-5 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${expired ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"}`}
            >
              <Clock aria-hidden className="size-4" />
              {t("payment.expiresIn")}{" "}
              <span dir="ltr" className="font-mono tabular-nums">
                {mmss(secondsLeft)}
              </span>
            </p>
          )}
          <SummaryList
            className="mt-6"
            rows={[
              [t("email"), <bdi key="email">{props.email}</bdi>],
              [t("company"), props.companyName],
              [t("plan"), props.quote.planLabel],
              // The amount before the card form opens: nobody should have to start paying to learn it.
              // Once paid, the quote is already the next renewal's, not what was paid.
              ...(paid ? [] : [[t("dialog.total"), <bdi key="total">{props.quote.total}</bdi>] as [string, ReactNode]]),
            ]}
          />
          {chosePlan && !paid ? <RenewalPlans {...props} /> : null}
          {expired && !paid ? (
            <div role="alert" className="mt-6 rounded-md bg-red-50 px-4 py-3 text-sm text-red-900">
              <p className="font-semibold">{t("failures:paymentLinkExpired")}</p>
              <p className="mt-1">{t("payment.expiredHelp")}</p>
            </div>
          ) : null}
          <div className="mt-6 space-y-3">
            {paid ? (
              <Link
                to={local("/supplier-dashboard")}
                className="block w-full rounded-md bg-navy-900 px-5 py-3 text-center font-semibold text-white hover:bg-navy-800"
              >
                {t("payment.goToDashboard")}
              </Link>
            ) : expired ? (
              <>
                <button
                  type="button"
                  disabled
                  className="w-full rounded-md bg-slate-300 px-5 py-3 font-semibold text-slate-700"
                >
                  {t("payment.linkExpired")}
                </button>
                <a
                  href={`${location.pathname}${location.search.replace(/&?step=pay/, "")}`}
                  className="block w-full rounded-md border border-navy-900 px-5 py-3 text-center font-semibold text-navy-900 hover:bg-slate-50"
                >
                  {t("payment.newLink")}
                </a>
              </>
            ) : (
              <Link
                to={`${here}&step=pay`}
                preventScrollReset
                className="block w-full rounded-md bg-brand-500 px-5 py-3 text-center font-semibold text-navy-950 hover:bg-brand-400"
              >
                {t("payment.proceed")}
              </Link>
            )}
          </div>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
            <p className="flex items-center gap-2">
              <ShieldCheck aria-hidden className="size-4 shrink-0" />
              <span>
                {t("payment.needHelp")}{" "}
                <a href={`mailto:${props.supportEmail}`} dir="ltr" className="font-semibold text-brand-700 underline">
                  {props.supportEmail}
                </a>
              </span>
            </p>
            <Form method="post" action={local("/sign-out")}>
              <button className="font-semibold text-navy-900 underline">{t("signOut")}</button>
            </Form>
          </div>
        </div>
      </div>
      {dialogOpen && view ? (
        <PaymentDialog
          view={view}
          data={props}
          pageUrl={here}
          expired={expired}
          authenticate={props.authenticate ?? null}
          onDone={() => setClosedByButton(true)}
        />
      ) : null}
    </section>
  );
}

function paymentView(
  props: PaymentPageData & { authenticate?: PaymentAuthentication | null },
  t: TFunction<["portal", "failures"]>,
): PaymentView | null {
  if (props.authenticate) return { kind: "form" };
  const failedToStart = props.lastResult?.status === "error" && props.lastResult.error?.[""];
  if (failedToStart) {
    return { kind: "error", message: props.lastResult!.error![""]![0]!, failure: props.lastResult!.failure };
  }
  if (props.lastResult) return { kind: "form" };
  const payment = props.payment;
  const failed = (failure: FailureKey): PaymentView => ({ kind: "error", message: t(`failures:${failure}`), failure });
  if (payment?.status === "succeeded" && payment.activated) return { kind: "success" };
  if (payment?.status === "succeeded") return failed("paymentNotRecorded");
  if (payment?.status === "failed") {
    return payment.message
      ? { kind: "error", message: payment.message, failure: payment.failure ?? undefined }
      : failed("paymentProcessingFailed");
  }
  // 3-D Secure left unanswered: a new attempt gives the charge up (abandonUnfinishedAuthentication).
  if (payment?.status === "requires_action") return failed("authenticationNotCompleted");
  // Not decided yet, and a second charge is refused until it is: the dialog waits for the outcome.
  if (payment?.status === "processing") return { kind: "pending" };
  return props.step === "pay" ? { kind: "form" } : null;
}

/** At renewal: the plans on offer; choosing one reprices the page (a plain GET form, no script needed). */
function RenewalPlans(props: PaymentPageData) {
  const { t } = useTranslation("portal");
  const { t: shell } = useTranslation("shell");
  return (
    <Form method="get" className="mt-6 text-start" onChange={(event) => event.currentTarget.requestSubmit()}>
      <input type="hidden" name="email" value={props.email} />
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">{t("payment.nextPlan")}</legend>
        <div className="mt-2 grid gap-2">
          {props.plans.map((plan) => (
            <label
              key={plan.id}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <span className="flex items-center gap-2">
                <input type="radio" name="plan" value={plan.id} defaultChecked={plan.id === props.quote.planId} />
                {t("planTerm", { plan: plan.label, term: formatYears(plan.years, shell) })}
              </span>
              <bdi className="font-semibold text-navy-900">{plan.price}</bdi>
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button className="mt-3 rounded-md border border-navy-900 px-4 py-2 text-sm font-semibold text-navy-900">
          {t("payment.usePlan")}
        </button>
      </noscript>
    </Form>
  );
}
