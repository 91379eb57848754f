import { data } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { SubscriptionSettings } from "~/components/admin/subscription-settings";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { subscriptionSettingsSchema } from "~/plans/plan-forms";
import {
  addPlan,
  listPlanCatalogue,
  restorePlan,
  retirePlan,
  savePaymentSettings,
  updatePlan,
} from "~/plans/plan-catalogue.server";
import { getPaymentSettings } from "~/plans/plans.server";
import { invoicesLackTrn } from "~/payments/tax";
import { getCompanyFacts } from "~/settings/settings.server";
import { StepUpPrompt } from "~/components/account/step-up-prompt";
import { requireRecentProof } from "~/routes/auth/step-up.server";
import type { Route } from "./+types/subscription-settings";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Subscription settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const [payment, plans, company] = await Promise.all([
    getPaymentSettings(db),
    listPlanCatalogue(db),
    getCompanyFacts(db),
  ]);
  return { payment, plans, invoicesLackTrn: invoicesLackTrn(payment, company) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormData(request, 16 * 1024);
  const proof = await requireRecentProof(request, context, admin, form, "en");
  if (proof) return proof;
  const submission = parseForm(form, subscriptionSettingsSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { db } = context.services;
  const change = submission.value;
  return withFormErrors(context, submission, async () => {
    if (change.intent === "save-fee") {
      await savePaymentSettings(db, admin.actor, {
        registrationFeeMinor: change.registrationFee,
        currency: change.currency,
        vatRateBasisPoints: change.vatRate,
        pricesIncludeVat: change.vatPricing === "included",
      });
    }
    if (change.intent === "add-plan") await addPlan(db, admin.actor, change);
    if (change.intent === "update-plan") await updatePlan(db, admin.actor, change.planId, change);
    if (change.intent === "retire-plan") await retirePlan(db, admin.actor, change.planId);
    if (change.intent === "restore-plan") await restorePlan(db, admin.actor, change.planId);
    // Prices show on the public registration page: the cached copy must not outlive the change.
    context.services.pageCache.clear();
    return data({ ...submission.reply({ resetForm: true }), saved: change.intent });
  });
}

export default function SubscriptionSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StepUpPrompt reply={actionData} />
      <SubscriptionSettings
        {...loaderData}
        lastResult={actionData && "stepUp" in actionData ? undefined : actionData}
      />
    </>
  );
}
