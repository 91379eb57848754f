import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { RegistrationForm } from "~/components/portal/registration-form";
import { FormAlert, SentConfirmation } from "~/components/ui/form-field";
import { PageHero } from "~/components/ui/page-hero";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { catalogueFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, languageOfRequest, localeOf, pathInLanguage } from "~/i18n/languages";
import { pageMeta } from "~/marketing/page-meta";
import { formatMoney } from "~/lib/money";
import { pricesVatSentence } from "~/payments/tax";
import { sentByBot } from "~/security/honeypot";
import { withFormErrors } from "~/http/route-errors.server";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { checkDocument } from "~/suppliers/documents.server";
import { planLabelIn, registrationOffer } from "~/plans/plans.server";
import { registrationSchema } from "~/suppliers/registration-form";
import { resubmitRegistration } from "~/suppliers/lifecycle.server";
import { MAX_DOCUMENT_BYTES } from "~/suppliers/registration-options";
import { findRegistrationToResubmit, registerSupplier } from "~/suppliers/registration.server";
import { domainDeps } from "~/services.server";
import type { Route } from "./+types/supplier-registration";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const url = new URL(request.url);
  const params = url.searchParams;
  const language = languageOfPath(url.pathname);
  const resubmitToken = params.get("resubmit");
  const [{ plans, payment }, resubmit] = await Promise.all([
    registrationOffer(db),
    resubmitToken ? findRegistrationToResubmit(db, resubmitToken) : undefined,
  ]);
  const locale = localeOf[language].intl;
  return {
    submitted: params.get("submitted") === "1",
    resubmit,
    resubmitProblem: resubmitToken && !resubmit ? translatorFor(language, "failures")("linkExpiredOrInvalid") : null,
    registrationFee: formatMoney(payment.registrationFeeMinor, payment.currency, locale),
    vat: pricesVatSentence(payment, translatorFor(language, "shell")),
    plans: plans.map((plan) => ({
      id: plan.id,
      label: planLabelIn(plan, language),
      years: plan.years,
      price: formatMoney(plan.amountMinor, payment.currency, locale),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.services;
  const deps = domainDeps(context);
  // The document may be 5 MB; the rest of the form is small.
  const language = languageOfRequest(request);
  const messages = catalogueFor(language).supplierRegistration.errors;
  const sentPage = `${pathInLanguage("/SupplierRegistration", language)}?submitted=1`;
  const formData = await readFormData(request, MAX_DOCUMENT_BYTES + 256 * 1024);
  if (sentByBot(formData)) return redirect(sentPage);
  const submission = parseForm(formData, registrationSchema(messages));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { acceptTerms: _terms, document: file, ...registration } = submission.value;

  const document = file ? await checkDocument(file) : undefined;
  if (document && !document.ok) {
    return data(submission.reply({ fieldErrors: { document: [messages.documentType] } }), { status: 400 });
  }

  const resubmitToken = formData.get("resubmit");
  return withFormErrors(
    context,
    submission,
    async () => {
      await enforceLimit(db, limits.registration, context.clientIp);
      if (typeof resubmitToken === "string") {
        const { email: _email, ...corrected } = registration;
        await resubmitRegistration(deps, resubmitToken, corrected, document?.ok ? document : undefined);
      } else {
        await registerSupplier(deps, registration, document?.ok ? document : undefined, language);
      }
      return redirect(sentPage);
    },
    { language, unavailableMessage: translatorFor(language, "supplierRegistration")("form.unavailable") },
  );
}

export default function SupplierRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("supplierRegistration");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>
      <section className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            {loaderData.submitted ? (
              <SentConfirmation title={t("sent.title")}>{t("sent.text")}</SentConfirmation>
            ) : (
              <>
                {loaderData.resubmitProblem ? (
                  <FormAlert id="resubmit-problem" errors={[loaderData.resubmitProblem]} />
                ) : null}
                <RegistrationForm
                  plans={loaderData.plans}
                  registrationFee={loaderData.registrationFee}
                  vat={loaderData.vat}
                  lastResult={actionData}
                  resubmit={loaderData.resubmit}
                />
              </>
            )}
          </div>
          <aside
            aria-labelledby="how-it-works"
            className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="how-it-works" className="text-lg font-semibold text-navy-900">
              {t("steps.title")}
            </h2>
            <ol className="mt-4 list-decimal space-y-3 ps-5 text-sm leading-6 text-slate-600">
              <li>{t("steps.send")}</li>
              <li>{t("steps.review")}</li>
              <li>{t("steps.approved")}</li>
              <li>{t("steps.pay", { fee: loaderData.registrationFee })}</li>
            </ol>
          </aside>
        </div>
      </section>
    </>
  );
}
