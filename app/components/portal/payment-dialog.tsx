import { getFormProps, getInputProps } from "@conform-to/react";
import { CheckCircle2, Clock, CreditCard, FlaskConical, X, XCircle } from "lucide-react";
import {
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import type { FailureKey } from "~/lib/errors";
import { formatAsTyped } from "~/payments/card-typing";
import type { PaymentAuthentication, PaymentPageData } from "./payment-required";
import { PayButton, PaymentSummary } from "./payment-summary";
import { StripeCardForm } from "./stripe-card-form";

export type PaymentView =
  | { kind: "form" }
  | { kind: "success" }
  /** The card processor has not decided yet (the payment is `processing`). */
  | { kind: "pending" }
  /** `failure`: which refusal it was, where the server knows it; its advice follows from it. */
  | { kind: "error"; message: string; failure?: FailureKey };

/**
 * The card's own refusals, after which the spec's advice to try a different method stands. After
 * anything else the help speaks of support only: the message has just said to try another method
 * (authenticationFailed), another card would not mend it (a plan no longer offered), or the payment
 * went through or may have (paymentNotRecorded, paymentInProgress, "unavailable": the provider did
 * not answer). A bank's words the catalogue does not know are a card's refusal too.
 */
const helpedByAnotherMethod = new Set<FailureKey>([
  "cardDeclined",
  "insufficientFunds",
  "incorrectCardNumber",
  "authenticationNotCompleted",
  "paymentFailed",
  "paymentInterrupted",
]);

/** The dialog 'Complete Registration Payment' with its views (SPEC, payment dialog), and one for waiting on the bank. */
export function PaymentDialog(props: {
  view: PaymentView;
  data: PaymentPageData;
  pageUrl: string;
  expired: boolean;
  /** Stripe: the server asks the browser to run 3-D Secure for this payment. */
  authenticate: PaymentAuthentication | null;
  onDone: () => void;
}) {
  const { t } = useTranslation(["portal", "failures"]);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = useNavigation().state !== "idle";
  // A link that runs out while the card form is open says so here, not only behind the dialog;
  // never during a payment already under way (sent, or at the bank's 3-D Secure step).
  const view: PaymentView =
    props.view.kind === "form" && props.expired && !busy && !props.authenticate
      ? { kind: "error", message: t("failures:paymentLinkExpired"), failure: "paymentLinkExpired" }
      : props.view;
  // The spec's advice to try a different method, unless the message has just given it or another
  // method would not help (the payment went through, or may have).
  const help =
    view.kind === "error" && view.failure && !helpedByAnotherMethod.has(view.failure) ? "supportHelp" : "failedHelp";
  // A screen reader hears the outcome as it arrives, with or without a reload: its title takes focus.
  const outcomeTitle = useRef<HTMLParagraphElement>(null);
  useEffect(() => (view.kind === "form" ? heading : outcomeTitle).current?.focus(), [view.kind]);
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => makeTheRestInert(overlay.current), []);
  const navigate = useNavigate();
  const doneUrl = `${props.pageUrl}&payment=${props.data.payment?.id}&closed=1`;
  // Escape does what the view's own way out does; never while a payment is on its way, nor while
  // the bank decides (the page would show the same wait: paying again is refused meanwhile).
  const { onDone, pageUrl, authenticate } = props;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || event.isComposing || busy || authenticate) return;
      if (view.kind === "pending") return;
      if (view.kind === "success") onDone();
      void navigate(view.kind === "success" ? doneUrl : pageUrl, { preventScrollReset: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [view.kind, busy, authenticate, onDone, navigate, doneUrl, pageUrl]);
  return (
    <div
      ref={overlay}
      className="fixed inset-0 z-50 flex items-end justify-center bg-navy-950/60 p-0 sm:items-center sm:p-4"
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="payment-dialog-title"
        className="max-h-full w-full overflow-y-auto rounded-t-2xl bg-white p-6 shadow-2xl sm:max-w-lg sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="payment-dialog-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-navy-900">
            {(props.data.payment?.kind ?? props.data.quote.kind) === "renewal"
              ? t("dialog.renewalTitle")
              : t("dialog.registrationTitle")}
          </h2>
          {view.kind !== "success" && view.kind !== "pending" ? (
            <Link to={props.pageUrl} preventScrollReset className="rounded p-1 text-slate-600 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("dialog.close")}</span>
            </Link>
          ) : null}
        </div>
        {view.kind === "form" ? (
          props.data.stripePublishableKey ? (
            <StripeCardForm
              publishableKey={props.data.stripePublishableKey}
              data={props.data}
              expired={props.expired}
              authenticate={props.authenticate}
            />
          ) : (
            <SandboxCardForm data={props.data} expired={props.expired} />
          )
        ) : null}
        {view.kind === "success" ? (
          <Outcome
            icon={<CheckCircle2 aria-hidden className="mx-auto size-14 text-green-600" />}
            title={t("dialog.successTitle")}
            titleRef={outcomeTitle}
          >
            <p className="mt-2 text-slate-700">{t("dialog.successText", { product: props.data.product })}</p>
            <Link
              to={doneUrl}
              onClick={props.onDone}
              preventScrollReset
              className="mt-6 inline-block rounded-md bg-navy-900 px-6 py-3 font-semibold text-white hover:bg-navy-800"
            >
              {t("dialog.goToDashboard")}
            </Link>
          </Outcome>
        ) : null}
        {view.kind === "pending" ? (
          <PaymentPending
            paymentId={props.data.payment!.id}
            pageUrl={props.pageUrl}
            supportEmail={props.data.supportEmail}
            titleRef={outcomeTitle}
          />
        ) : null}
        {view.kind === "error" ? (
          <Outcome
            icon={<XCircle aria-hidden className="mx-auto size-14 text-red-600" />}
            title={t("dialog.failedTitle")}
            titleRef={outcomeTitle}
          >
            <p role="alert" className="mt-2 text-slate-700">
              {view.message}
            </p>
            {view.failure === "paymentLinkExpired" ? (
              <>
                <p className="mt-2 text-sm text-slate-600">
                  {t("dialog.expiredHelp.before")} <bdi>{props.data.supportEmail}</bdi>
                  {t("dialog.expiredHelp.after")}
                </p>
                <a
                  href={props.pageUrl}
                  className="mt-6 inline-block rounded-md bg-navy-900 px-6 py-3 font-semibold text-white hover:bg-navy-800"
                >
                  {t("payment.newLink")}
                </a>
              </>
            ) : (
              <>
                <p className="mt-2 text-sm text-slate-600">
                  {t(`dialog.${help}.before`)} <bdi>{props.data.supportEmail}</bdi>
                  {t(`dialog.${help}.after`)}
                </p>
                <Link
                  to={`${props.pageUrl}&step=pay`}
                  preventScrollReset
                  className="mt-6 inline-block rounded-md bg-navy-900 px-6 py-3 font-semibold text-white hover:bg-navy-800"
                >
                  {t("dialog.tryAgain")}
                </Link>
              </>
            )}
          </Outcome>
        ) : null}
      </div>
    </div>
  );
}

/** A result view: its icon, its title (which takes focus when the view appears) and what follows. */
function Outcome({
  icon,
  title,
  titleRef,
  children,
}: {
  icon: ReactNode;
  title: string;
  titleRef: RefObject<HTMLParagraphElement | null>;
  children: ReactNode;
}) {
  return (
    <div className="py-6 text-center">
      {icon}
      <p ref={titleRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-navy-900">
        {title}
      </p>
      {children}
    </div>
  );
}

const noSubscription = () => () => {};

/**
 * A payment the card processor has not decided yet, until the webhook or the reconciler settles it.
 * It asks the server for the payment's status every few seconds while the tab is in view, for
 * fifteen minutes at most, and shows the outcome once it is decided. A request that fails (a
 * moment offline) is asked again at the next turn. Without JavaScript, "Check Again" reloads.
 */
function PaymentPending(props: {
  paymentId: string;
  pageUrl: string;
  supportEmail: string;
  titleRef: RefObject<HTMLParagraphElement | null>;
}) {
  const { t } = useTranslation("portal");
  const navigate = useNavigate();
  const { paymentId, pageUrl, supportEmail, titleRef } = props;
  const resultUrl = `${pageUrl}&payment=${paymentId}`;
  // False in the server's HTML (what a browser without JavaScript keeps), true once the page runs.
  const asking = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const statusUrl = `/payment-required/status?payment=${encodeURIComponent(paymentId)}`;
    const giveUpAt = Date.now() + 15 * 60_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const ask = async () => {
      if (!document.hidden) {
        try {
          const answer = await fetch(statusUrl, { headers: { accept: "application/json" } });
          const { status } = answer.ok ? ((await answer.json()) as { status: string }) : { status: "processing" };
          if (stopped) return;
          // The outcome, at this payment's own address (the page may have been opened without it).
          if (status !== "processing") return void navigate(resultUrl, { replace: true, preventScrollReset: true });
        } catch {
          // Asked again at the next turn.
        }
      }
      if (!stopped && Date.now() < giveUpAt) timer = setTimeout(() => void ask(), 5_000);
    };
    timer = setTimeout(() => void ask(), 5_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId, resultUrl, navigate]);
  return (
    <Outcome
      icon={<Clock aria-hidden className="mx-auto size-14 text-brand-700" />}
      title={t("dialog.pendingTitle")}
      titleRef={titleRef}
    >
      <p role="status" className="mt-2 text-slate-700">
        {t("dialog.pendingText")} {asking ? t("dialog.pendingAutomatic") : t("dialog.pendingManual")}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {t("dialog.pendingHelp.before")} <bdi>{supportEmail}</bdi>
        {t("dialog.pendingHelp.after")}
      </p>
      <Link
        to={resultUrl}
        preventScrollReset
        className="mt-6 inline-block rounded-md bg-navy-900 px-6 py-3 font-semibold text-white hover:bg-navy-800"
      >
        {t("dialog.checkAgain")}
      </Link>
    </Outcome>
  );
}

/**
 * Everything on the page but the dialog becomes inert while it is open, as behind a native modal
 * dialog: Tab and a screen reader's cursor stay in the dialog. Returns the undoing.
 */
function makeTheRestInert(dialog: HTMLElement | null) {
  const made: Element[] = [];
  for (let node = dialog; node?.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      // Stripe's own frames (its 3-D Secure challenge among them) stay as they are.
      if (sibling === node || sibling.hasAttribute("inert") || sibling.tagName === "IFRAME") continue;
      sibling.setAttribute("inert", "");
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute("inert"));
}

/**
 * Formats a card field as it is typed (groups of four, the expiry's slash). Only when typing at the
 * end: a deletion, or an edit inside the value, is left as the person made it.
 */
const typedAs = (field: "cardNumber" | "expiry") => (event: FormEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  if ((event.nativeEvent as InputEvent).inputType?.startsWith("delete")) return;
  if (input.selectionStart !== input.value.length) return;
  input.value = formatAsTyped(field, input.value);
};

/** The sandbox's own card form (test mode): Stripe's test card numbers behave as they do on Stripe. */
function SandboxCardForm(props: { data: PaymentPageData; expired: boolean }) {
  const { data } = props;
  const { t } = useTranslation("portal");
  const busy = useNavigation().state !== "idle";
  const loadCardSchema = useMemo(
    () => () => import("~/payments/card-form").then((module) => module.sandboxCardSchema(t)),
    [t],
  );
  const { form, fields, events } = useValidatedForm(loadCardSchema, {
    lastResult: data.lastResult,
    defaultValue: { linkId: data.link.id, cardholder: data.companyName },
  });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="mt-4 space-y-5">
      <PaymentSummary data={data} />
      {data.testMode ? (
        <p className="flex gap-2 rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900">
          <FlaskConical aria-hidden className="size-4 shrink-0" />
          {t("dialog.testMode")}
        </p>
      ) : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.linkId, { type: "hidden" })} />
      {data.quote.kind === "renewal" ? <input type="hidden" name="planId" value={data.quote.planId} /> : null}
      <fieldset className="space-y-4">
        <legend className="flex items-center gap-2 text-sm font-semibold text-navy-900">
          <CreditCard aria-hidden className="size-4" /> {t("dialog.cardDetails")}
        </legend>
        <FormField label={t("dialog.nameOnCard")} field={fields.cardholder}>
          <input
            {...getInputProps(fields.cardholder, { type: "text" })}
            autoComplete="cc-name"
            className={inputClass}
          />
        </FormField>
        <FormField label={t("dialog.cardNumber")} field={fields.cardNumber}>
          <input
            {...getInputProps(fields.cardNumber, { type: "text" })}
            onInput={typedAs("cardNumber")}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            placeholder={t("dialog.cardNumberPlaceholder")}
            className={inputClass}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label={t("dialog.expiry")} field={fields.expiry}>
            <input
              {...getInputProps(fields.expiry, { type: "text" })}
              onInput={typedAs("expiry")}
              inputMode="numeric"
              autoComplete="cc-exp"
              dir="ltr"
              placeholder={t("dialog.expiryPlaceholder")}
              className={inputClass}
            />
          </FormField>
          <FormField label={t("dialog.cvc")} field={fields.cvc}>
            <input
              {...getInputProps(fields.cvc, { type: "text" })}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              className={inputClass}
            />
          </FormField>
        </div>
      </fieldset>
      <PayButton data={data} busy={busy} disabled={props.expired} />
    </Form>
  );
}
