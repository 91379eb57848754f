import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { CreditCard, Lock } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation, useSubmit } from "react-router";
import { FormAlert } from "~/components/ui/form-field";
import { useLanguage } from "~/i18n/use-language";
import { useOnceEach } from "~/lib/use-once-each";
import { PayButton, PaymentSummary } from "./payment-summary";
import type { PaymentAuthentication, PaymentPageData } from "./payment-required";

// Card entry with Stripe Elements: the card number goes from Stripe's frame to Stripe, never to us.
// The browser makes a PaymentMethod and, when the bank asks, runs 3-D Secure; the server creates,
// confirms and judges the payment.

const cardStyle = {
  base: {
    fontSize: "16px",
    color: "#0f172a",
    fontFamily: "system-ui, sans-serif",
    "::placeholder": { color: "#64748b" },
  },
  invalid: { color: "#b91c1c" },
};

export function StripeCardForm(props: {
  publishableKey: string;
  data: PaymentPageData;
  expired: boolean;
  authenticate: PaymentAuthentication | null;
}) {
  const { data } = props;
  const { t } = useTranslation("portal");
  const language = useLanguage();
  const submit = useSubmit();
  const navigating = useNavigation().state !== "idle";
  const mountPoint = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let element: StripeCardElement | undefined;
    let cancelled = false;
    loadStripe(props.publishableKey)
      .then((loaded) => {
        if (cancelled) return;
        if (!loaded || !mountPoint.current) return setUnavailable(true);
        // Stripe writes the card field's own messages in the page's language.
        element = loaded.elements({ locale: language }).create("card", { hidePostalCode: true, style: cardStyle });
        element.mount(mountPoint.current);
        element.on("change", (event) => setCardError(event.error?.message ?? null));
        setStripe(loaded);
        setCard(element);
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [props.publishableKey, language]);

  // The server asked for 3-D Secure: Stripe.js shows the bank's page, then the server confirms and decides.
  // Once a payment: should the server ask again for the same one, the bank's page is not opened again.
  const authenticate = props.authenticate;
  useOnceEach(stripe ? authenticate?.paymentId : null, (paymentId) => {
    setWorking(true);
    stripe!
      .handleCardAction(authenticate!.clientSecret)
      .catch(() => undefined)
      .then(() => submit({ intent: "confirm", paymentId }, { method: "post", preventScrollReset: true }))
      .finally(() => setWorking(false));
  });

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !card) return;
    setWorking(true);
    try {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: "card",
        card,
        billing_details: { name: data.companyName, email: data.email },
      });
      if (error || !paymentMethod) {
        setCardError(error?.message ?? t("dialog.checkCard"));
        return;
      }
      await submit(
        {
          linkId: data.link.id,
          paymentMethodId: paymentMethod.id,
          ...(data.quote.kind === "renewal" ? { planId: data.quote.planId } : {}),
        },
        { method: "post", preventScrollReset: true },
      );
    } finally {
      setWorking(false);
    }
  }

  const formErrors = data.lastResult?.error?.[""] ?? data.lastResult?.error?.paymentMethodId ?? undefined;
  return (
    <form method="post" onSubmit={pay} noValidate className="mt-4 space-y-5">
      <PaymentSummary data={data} />
      <FormAlert id="payment-errors" errors={formErrors} />
      <fieldset className="space-y-2">
        <legend className="flex items-center gap-2 text-sm font-semibold text-navy-900">
          <CreditCard aria-hidden className="size-4" /> {t("dialog.cardDetails")}
        </legend>
        <div
          ref={mountPoint}
          data-testid="stripe-card"
          className="rounded-md border border-slate-300 bg-white px-3 py-3 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500/40"
        />
        {cardError ? (
          <p role="alert" className="text-sm text-red-700">
            {cardError}
          </p>
        ) : null}
        {unavailable ? (
          <p role="alert" className="text-sm text-red-700">
            {t("dialog.cardFormUnavailable")}
          </p>
        ) : null}
        <p className="flex items-center gap-1.5 text-xs text-slate-600">
          <Lock aria-hidden className="size-3.5" /> {t("dialog.sentToStripe")}
        </p>
      </fieldset>
      <PayButton data={data} busy={working || navigating || Boolean(authenticate)} disabled={props.expired || !card} />
    </form>
  );
}
