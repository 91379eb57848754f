import { data, redirect } from "react-router";
import { getSignedInUser, requireSupplier } from "~/auth/guards.server";
import { PaymentRequired, type PaymentPageData } from "~/components/portal/payment-required";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { providerFailureKey, providerMessageIn } from "~/i18n/failures.server";
import { languageOfRequest, pathInLanguage, type Language } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { confirmPaymentSchema, sandboxCardSchema, stripePaymentSchema } from "~/payments/card-form";
import { paymentPagePath } from "~/payments/payment-page";
import { loadPaymentPage } from "~/payments/payment-page.server";
import { confirmAuthenticatedPayment, startPayment, type PaymentResult } from "~/payments/payments.server";
import { paymentDeps } from "~/services.server";
import { getCompanyFacts } from "~/settings/settings.server";
import { paymentDue } from "~/suppliers/lifecycle";
import type { Route } from "./+types/payment-required";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export const shouldRevalidate = reloadAfterConflict;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = languageOfRequest(request);
  if (!params.get("email") || !(await getSignedInUser(request, context))) {
    throw redirect(pathInLanguage("/supplier-login", language));
  }
  const { supplier } = await requireSupplier(request, context);
  const paymentId = params.get("payment");
  // The page offers a payment only when one is due; a result (?payment=) is always shown.
  if (!paymentId && !paymentDue(supplier)) throw redirect(pathInLanguage("/supplier-dashboard", language));

  const { db, env } = context.services;
  const [page, company] = await Promise.all([
    loadPaymentPage(db, supplier, {
      ttlSeconds: env.PAYMENT_LINK_TTL_SECONDS,
      paymentId,
      planId: params.get("plan"),
      language,
    }),
    getCompanyFacts(db),
  ]);
  // A failed attempt whose place another payment took (paid in a second tab): nothing is due, so
  // the page would offer to pay again. The dashboard says where the account stands.
  if (page.payment?.status === "failed" && !paymentDue(supplier)) {
    throw redirect(pathInLanguage("/supplier-dashboard", language));
  }
  return {
    ...page,
    payment: page.payment && {
      ...page.payment,
      message: page.payment.message && providerMessageIn(page.payment.message, language),
      failure: (page.payment.message && providerFailureKey(page.payment.message)) || null,
    },
    title: translatorFor(language, "portal")("payment.title"),
    email: supplier.email,
    companyName: supplier.companyName,
    product: company.name,
    supportEmail: company.email,
    testMode: context.services.paymentProvider.name === "sandbox",
    // Public by design: Stripe.js needs it to turn the card into a PaymentMethod.
    stripePublishableKey: env.stripe?.publishableKey ?? null,
    step: params.get("step") === "pay" ? ("pay" as const) : null,
    closed: params.get("closed") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { supplier } = await requireSupplier(request, context);
  const { services } = context;
  const language = languageOfRequest(request);
  const t = translatorFor(language, "portal");
  const formData = await readFormData(request, 16 * 1024);
  const deps = paymentDeps(context);
  const start = (linkId: string, paymentMethod: string, planId?: string) =>
    startPayment(deps, {
      supplierId: supplier.id,
      linkId,
      planId,
      paymentMethod,
      returnUrl: `${services.env.APP_URL}${paymentPagePath(supplier.email, language)}`,
    });

  if (services.paymentProvider.name === "stripe") {
    if (formData.get("intent") === "confirm") {
      const submission = parseForm(formData, confirmPaymentSchema(t));
      if (submission.status !== "success") return data(submission.reply(), { status: 400 });
      return respond(context, language, supplier.email, submission, {}, () =>
        confirmAuthenticatedPayment(deps, supplier.id, submission.value.paymentId),
      );
    }
    const submission = parseForm(formData, stripePaymentSchema(t));
    if (submission.status !== "success") return data(submission.reply(), { status: 400 });
    return respond(context, language, supplier.email, submission, {}, () =>
      start(submission.value.linkId, submission.value.paymentMethodId, submission.value.planId),
    );
  }

  const submission = parseForm(formData, sandboxCardSchema(t));
  const hideCard = { hideFields: ["cardNumber", "cvc"] };
  if (submission.status !== "success") return data(submission.reply(hideCard), { status: 400 });
  return respond(context, language, supplier.email, submission, hideCard, () =>
    start(submission.value.linkId, submission.value.cardNumber, submission.value.planId),
  );
}

/**
 * Where the browser goes after a payment step: to the result on this page, to the sandbox's
 * challenge page, or (Stripe) back to Stripe.js for 3-D Secure with the PaymentIntent's client secret.
 */
async function respond(
  context: Route.ActionArgs["context"],
  language: Language,
  email: string,
  submission: Parameters<typeof withFormErrors>[1],
  replyOptions: { hideFields?: string[] },
  run: () => Promise<PaymentResult>,
) {
  return withFormErrors(
    context,
    submission,
    async () => {
      const result = await run();
      if (result.status === "requires_action" && result.challengeUrl) return redirect(result.challengeUrl);
      if (result.status === "requires_action") {
        return data({ authenticate: { paymentId: result.paymentId, clientSecret: result.clientSecret ?? "" } });
      }
      return redirect(paymentPagePath(email, language, `&payment=${result.paymentId}`));
    },
    // The database, or the provider asked about a 3-D Secure charge, did not answer: SPEC §8's words,
    // with when to try again. A new charge the provider did not answer waits on its page (startPayment).
    {
      ...replyOptions,
      language,
      unavailableMessage: translatorFor(language, "failures")("paymentOutcomeUnknown"),
    },
  );
}

export default function PaymentRequiredPage({ loaderData, actionData }: Route.ComponentProps) {
  const authenticate = actionData && "authenticate" in actionData ? actionData.authenticate : null;
  return (
    <PaymentRequired
      key={loaderData.link.id}
      {...loaderData}
      lastResult={authenticate ? null : (actionData as PaymentPageData["lastResult"])}
      authenticate={authenticate}
    />
  );
}
