import { translatorFor } from "~/i18n/catalogues.server";
import { data, Link } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { isUuid } from "~/lib/ids";
import {
  DecisionPanel,
  SignInSecurityPanel,
  StatusHistory,
  SupplierDetails,
  SupplierPayments,
} from "~/components/admin/supplier-file";
import { resetSupplierSecondFactor, secondFactorStatus } from "~/auth/second-factor.server";
import { StepUpPrompt } from "~/components/account/step-up-prompt";
import { requireRecentProof } from "~/routes/auth/step-up.server";
import { StatusBadge } from "~/components/portal/status-badge";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { formatMoney } from "~/lib/money";
import { callHref } from "~/lib/phone-number";
import { listSupplierPayments } from "~/payments/payments.server";
import { domainDeps } from "~/services.server";
import { getPaymentSettings } from "~/plans/plans.server";
import { supplierDecisionSchema } from "~/suppliers/decision-form";
import {
  approveSupplier,
  extendSubscription,
  reactivateSupplier,
  resendSetPasswordLink,
  rejectSupplier,
  suspendSupplier,
} from "~/suppliers/lifecycle.server";
import { getSupplierFile, registrationsSharingPapers } from "~/suppliers/review.server";
import { SupplierNotFoundError } from "~/suppliers/transition.server";
import type { Route } from "./+types/supplier";
import { formatDateTime, formatYears } from "~/lib/dates";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, args.loaderData ? `${args.loaderData.supplier.companyName} · Supplier` : "Supplier");

const doneMessages: Record<string, string> = {
  approve: "Approved. The supplier has been emailed a link to set a password.",
  reject: "Rejected. The supplier has been emailed the reason and a link to correct the registration.",
  suspend: "Suspended. The supplier has been signed out and emailed.",
  reactivate: "Reactivated. The supplier has been emailed.",
  resendLink: "A new set-password link has been emailed; earlier links no longer work.",
  resetSecondFactor:
    "Second factor reset and every session ended. The supplier has been emailed, and signs in with the password alone until they set up a new one.",
  extend: "The subscription has been extended.",
};

const notFound = () => new SupplierNotFoundError();

export const shouldRevalidate = reloadAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const file = isUuid(params.id) ? await getSupplierFile(db, params.id) : undefined;
  if (!file) throw notFound();
  const { supplier, plan, document, history } = file;
  const [{ currency }, supplierPayments, signInSecurity, sharingPapers] = await Promise.all([
    getPaymentSettings(db),
    listSupplierPayments(db, params.id),
    supplier.userId ? secondFactorStatus(db, supplier.userId) : null,
    registrationsSharingPapers(db, supplier),
  ]);
  return {
    supplier: { ...supplier, userId: undefined, callHref: callHref(supplier.phone, supplier.country) },
    sharingPapers,
    plan: { ...plan, price: formatMoney(plan.amountMinor, currency) },
    document,
    history,
    signInSecurity,
    payments: supplierPayments.map((payment) => ({
      id: payment.id,
      createdAt: payment.createdAt,
      kind: payment.kind,
      plan: `${payment.planLabel}, ${formatYears(payment.planYears, translatorFor("en", "shell"))}`,
      amount: formatMoney(payment.amountMinor, payment.currency, undefined, "always"),
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      status: payment.status,
      failureMessage: payment.failureMessage,
      invoiceNumber: payment.invoiceNumber,
    })),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (!isUuid(params.id)) throw notFound();
  const form = await readFormData(request, 16 * 1024);
  if (form.get("intent") === "resetSecondFactor") {
    const proof = await requireRecentProof(request, context, admin, form, "en");
    if (proof) return proof;
  }
  const submission = parseForm(form, supplierDecisionSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const deps = domainDeps(context);
  const decision = submission.value;
  return withFormErrors(context, submission, async () => {
    if (decision.intent === "approve") await approveSupplier(deps, params.id, admin.actor);
    if (decision.intent === "reject") await rejectSupplier(deps, params.id, admin.actor, decision.reason);
    if (decision.intent === "suspend") await suspendSupplier(deps, params.id, admin.actor, decision.note);
    if (decision.intent === "reactivate") await reactivateSupplier(deps, params.id, admin.actor, decision.note);
    if (decision.intent === "resendLink") await resendSetPasswordLink(deps, params.id, admin.actor);
    if (decision.intent === "resetSecondFactor") await resetSupplierSecondFactor(deps, params.id, admin.actor);
    if (decision.intent === "extend") {
      await extendSubscription(deps, params.id, admin.actor, { months: decision.months, note: decision.reason });
    }
    return data({ ...submission.reply({ resetForm: true }), done: doneMessages[decision.intent] });
  });
}

export default function AdminSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { supplier, plan, document, history } = loaderData;
  const done = actionData && "done" in actionData ? String(actionData.done) : null;
  const lastResult = actionData && "stepUp" in actionData ? undefined : actionData;
  return (
    <>
      <StepUpPrompt reply={actionData} />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/admin/suppliers" className="underline">
          Suppliers
        </Link>{" "}
        / {supplier.companyName}
      </nav>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 dir="auto" className="text-2xl font-bold text-navy-900">
          {supplier.companyName}
        </h1>
        <StatusBadge status={supplier.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">Registered {formatDateTime(supplier.createdAt)}</p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <SupplierDetails
            supplier={supplier}
            plan={plan}
            document={document}
            sharingPapers={loaderData.sharingPapers}
          />
          <SupplierPayments payments={loaderData.payments} />
        </div>
        <div className="space-y-6">
          {done ? (
            <p role="status" className="rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
              {done}
            </p>
          ) : null}
          <DecisionPanel
            key={history.length}
            status={supplier.status}
            expiresAt={supplier.subscriptionExpiresAt}
            hasDocument={Boolean(document)}
            lastResult={lastResult}
          />
          {loaderData.signInSecurity ? (
            <SignInSecurityPanel status={loaderData.signInSecurity} lastResult={lastResult} />
          ) : null}
          <StatusHistory history={history} />
        </div>
      </div>
    </>
  );
}
