import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import { requireSupplier } from "~/auth/guards.server";
import { readFormData } from "~/http/form-data.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, localeOf } from "~/i18n/languages";
import { paymentPagePath } from "~/payments/payment-page";
import { privatePageMeta } from "~/marketing/page-meta";
import { formatMoney } from "~/lib/money";
import { confirmAuthenticatedPayment, findSupplierPayment } from "~/payments/payments.server";
import { answerSandboxChallenge } from "~/payments/providers/sandbox.server";
import { paymentDeps } from "~/services.server";
import type { Route } from "./+types/payment-authenticate";
import { DomainError } from "~/lib/errors";
import { failure } from "~/i18n/failures.server";

export const handle = { area: "portal", opensLight: true };

// The sandbox's stand-in for a bank's 3-D Secure page. With Stripe, Stripe.js shows the bank's own.

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

async function waitingPayment(request: Request, context: Route.LoaderArgs["context"]) {
  const { supplier } = await requireSupplier(request, context);
  const paymentId = new URL(request.url).searchParams.get("payment");
  const payment =
    context.services.paymentProvider.name === "sandbox"
      ? await findSupplierPayment(context.services.db, supplier.id, paymentId)
      : undefined;
  if (!payment?.providerPaymentId) {
    throw new DomainError(404, ...failure("noPaymentWaiting"));
  }
  return { supplier, payment };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { payment } = await waitingPayment(request, context);
  const language = languageOfRequest(request);
  return {
    title: translatorFor(language, "portal")("authenticate.title"),
    amount: formatMoney(payment.amountMinor, payment.currency, localeOf[language].intl),
    waiting: payment.status === "requires_action",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { supplier, payment } = await waitingPayment(request, context);
  const answer = (await readFormData(request, 1024)).get("answer") === "complete" ? "completed" : "failed";
  if (payment.status === "requires_action") {
    await answerSandboxChallenge(context.services.db, payment.providerPaymentId!, answer);
    await confirmAuthenticatedPayment(paymentDeps(context), supplier.id, payment.id);
  }
  return redirect(paymentPagePath(supplier.email, languageOfRequest(request), `&payment=${payment.id}`));
}

export default function PaymentAuthenticate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  return (
    <section className="bg-slate-50 px-4 pt-28 pb-20">
      <div className="mx-auto max-w-md rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <p className="text-xs font-semibold tracking-widest text-sky-800 uppercase">{t("authenticate.eyebrow")}</p>
        <h1 className="mt-2 flex items-center gap-2 text-2xl font-bold text-navy-900">
          <ShieldAlert aria-hidden className="size-6 text-brand-600" /> {t("authenticate.title")}
        </h1>
        <p className="mt-4 text-slate-700">
          {t("authenticate.text.before")} <bdi className="font-bold">{loaderData.amount}</bdi>
          {t("authenticate.text.after")}
        </p>
        <Form method="post" className="mt-6 grid gap-3 sm:grid-cols-2">
          <button
            name="answer"
            value="complete"
            disabled={!loaderData.waiting}
            className="rounded-md bg-green-700 px-4 py-3 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          >
            {t("authenticate.complete")}
          </button>
          <button
            name="answer"
            value="fail"
            disabled={!loaderData.waiting}
            className="rounded-md border border-red-700 px-4 py-3 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
          >
            {t("authenticate.fail")}
          </button>
        </Form>
      </div>
    </section>
  );
}
