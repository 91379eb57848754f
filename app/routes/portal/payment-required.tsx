import { data, redirect } from "react-router";
import { getSignedInUser, requireSupplier } from "~/auth/guards.server";
import { PaymentRequired } from "~/components/portal/payment-required";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/lib/meta";
import { cardDigits, sandboxCardSchema } from "~/payments/card-form";
import { loadPaymentPage } from "~/payments/payment-page.server";
import {
  NothingToPayError,
  PaymentInProgressError,
  PaymentLinkExpiredError,
  startPayment,
} from "~/payments/payments.server";
import { domainDeps } from "~/services.server";
import { getCompanyFacts } from "~/settings/settings.server";
import { canRenew } from "~/suppliers/dashboard.server";
import type { Route } from "./+types/payment-required";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Complete your registration");

const pageUrl = (email: string, extra = "") => `/payment-required?email=${encodeURIComponent(email)}${extra}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.get("email") || !(await getSignedInUser(request, context))) throw redirect("/supplier-login");
  const { supplier } = await requireSupplier(request, context);
  const paymentId = params.get("payment");
  // An expired subscription is paid again here, an active one only once it may be renewed; a
  // result (?payment=) is always shown.
  if (supplier.status === "active" && !paymentId && !canRenew(supplier)) throw redirect("/supplier-dashboard");

  const { db, env } = context.services;
  const [page, company] = await Promise.all([
    loadPaymentPage(db, supplier, { ttlSeconds: env.PAYMENT_LINK_TTL_SECONDS, paymentId }),
    getCompanyFacts(db),
  ]);
  return {
    ...page,
    email: supplier.email,
    companyName: supplier.companyName,
    product: company.name,
    supportEmail: company.email,
    testMode: context.services.paymentProvider.name === "sandbox",
    step: params.get("step") === "pay" ? ("pay" as const) : null,
    closed: params.get("closed") === "1",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { supplier } = await requireSupplier(request, context);
  const submission = parseForm(await readFormData(request, 16 * 1024), sandboxCardSchema);
  const hideCard = { hideFields: ["cardNumber", "cvc"] };
  if (submission.status !== "success") return data(submission.reply(hideCard), { status: 400 });
  const { services } = context;
  try {
    const result = await startPayment(
      { ...domainDeps(services), provider: services.paymentProvider },
      {
        supplierId: supplier.id,
        linkId: submission.value.linkId,
        paymentMethod: cardDigits(submission.value.cardNumber),
        returnUrl: `${services.env.APP_URL}${pageUrl(supplier.email)}`,
      },
    );
    if (result.status === "requires_action" && result.challengeUrl) throw redirect(result.challengeUrl);
    return redirect(pageUrl(supplier.email, `&payment=${result.paymentId}`));
  } catch (error) {
    if (
      error instanceof PaymentLinkExpiredError ||
      error instanceof PaymentInProgressError ||
      error instanceof NothingToPayError
    ) {
      return data(submission.reply({ ...hideCard, formErrors: [error.message] }), { status: error.status });
    }
    if (error instanceof Response) throw error;
    services.logger.error({ err: error, requestId: context.requestId }, "payment could not be started");
    return data(submission.reply({ ...hideCard, formErrors: ["Payment processing failed. Please try again."] }), {
      status: 503,
    });
  }
}

export default function PaymentRequiredPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentRequired key={loaderData.link.id} {...loaderData} lastResult={actionData} />;
}
