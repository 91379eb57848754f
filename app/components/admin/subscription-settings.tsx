import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { MissingTrnNotice } from "./missing-trn-notice";
import { FormAlert, inputClass } from "~/components/ui/form-field";
import { decimalAmount, formatMoney, percentOf } from "~/lib/money";
import { formatVatRate } from "~/payments/tax";
import { currencies } from "~/plans/plan-forms";
import type { PaymentSettings } from "~/plans/plans.server";
import { SubmitButton } from "~/components/ui/submit-button";

interface Plan {
  id: string;
  label: string;
  labelAr: string | null;
  years: number;
  amountMinor: number;
  price: string;
  retiredAt: string | Date | null;
  suppliers: number;
}

type Result = (SubmissionResult<string[]> & { saved?: string }) | undefined;

/** /admin/subscription-settings: the registration fee, the currency, VAT and the plan catalogue. */
export function SubscriptionSettings(props: {
  payment: PaymentSettings;
  plans: Plan[];
  invoicesLackTrn: boolean;
  lastResult: Result;
}) {
  const { lastResult } = props;
  const errors = lastResult?.status === "error" ? (lastResult.error ?? {}) : {};
  const failedIntent = lastResult?.status === "error" ? String(lastResult.initialValue?.intent ?? "") : "";
  const failedPlan = lastResult?.status === "error" ? String(lastResult.initialValue?.planId ?? "") : "";
  const fieldError = (intent: string, field: string, planId = "") =>
    failedIntent === intent && failedPlan === planId ? errors[field]?.[0] : undefined;
  // An added plan empties the form in place, so the focus stays on "Add plan" for the next one;
  // a refused plan keeps what was typed.
  const newPlanForm = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (lastResult?.saved === "add-plan") newPlanForm.current?.reset();
  }, [lastResult]);
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Subscription settings</h1>
      <p className="mt-1 text-sm text-slate-600">
        Prices apply to payments started after a change; suppliers who have paid keep what they paid for.
      </p>
      <FormAlert id="settings-error" errors={errors[""] ?? undefined} />
      {lastResult?.saved ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          Saved.
        </p>
      ) : null}

      {props.invoicesLackTrn ? <MissingTrnNotice /> : null}
      <Panel title="Registration fee, currency and VAT">
        <Form method="post" className="grid gap-4 sm:grid-cols-2 sm:items-start lg:grid-cols-[1fr_1fr_1fr_1.4fr_auto]">
          <Field label="Registration fee" error={fieldError("save-fee", "registrationFee")} id="registration-fee">
            <input
              id="registration-fee"
              name="registrationFee"
              inputMode="decimal"
              defaultValue={decimalAmount(props.payment.registrationFeeMinor)}
              className={inputClass}
            />
          </Field>
          <Field label="Currency" error={fieldError("save-fee", "currency")} id="currency">
            <select id="currency" name="currency" defaultValue={props.payment.currency} className={inputClass}>
              {currencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {currency.label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="VAT rate (%)" error={fieldError("save-fee", "vatRate")} id="vat-rate">
            <input
              id="vat-rate"
              name="vatRate"
              inputMode="decimal"
              defaultValue={percentOf(props.payment.vatRateBasisPoints)}
              className={inputClass}
            />
          </Field>
          <Field label="Prices" error={fieldError("save-fee", "vatPricing")} id="vat-pricing">
            <select
              id="vat-pricing"
              name="vatPricing"
              defaultValue={props.payment.pricesIncludeVat ? "included" : "added"}
              className={inputClass}
            >
              <option value="included">Include VAT</option>
              <option value="added">Exclude VAT: added at payment</option>
            </select>
          </Field>
          <SaveButton intent="save-fee">Save fee, currency and VAT</SaveButton>
        </Form>
        <p className="mt-3 text-xs text-slate-600">
          Currently {formatMoney(props.payment.registrationFeeMinor, props.payment.currency)}, charged with the first
          payment only. VAT {formatVatRate(props.payment.vatRateBasisPoints)},{" "}
          {props.payment.pricesIncludeVat ? "included in" : "added to"} the registration fee and plan prices; every
          payment&apos;s tax invoice shows it.
        </p>
      </Panel>

      <Panel title="Plans">
        <ul className="divide-y divide-slate-100">
          {props.plans.map((plan) => (
            <li key={plan.id} className="py-4">
              <Form method="post" className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr_1fr_auto_auto] sm:items-start">
                <input type="hidden" name="planId" value={plan.id} />
                <Field label="Name" id={`label-${plan.id}`} error={fieldError("update-plan", "label", plan.id)}>
                  <input id={`label-${plan.id}`} name="label" defaultValue={plan.label} className={inputClass} />
                </Field>
                <Field
                  label="Name in Arabic"
                  id={`label-ar-${plan.id}`}
                  error={fieldError("update-plan", "labelAr", plan.id)}
                >
                  <input
                    id={`label-ar-${plan.id}`}
                    name="labelAr"
                    lang="ar"
                    dir="rtl"
                    defaultValue={plan.labelAr ?? ""}
                    className={inputClass}
                  />
                </Field>
                <Field label="Years" id={`years-${plan.id}`} error={fieldError("update-plan", "years", plan.id)}>
                  <input
                    id={`years-${plan.id}`}
                    name="years"
                    inputMode="numeric"
                    defaultValue={plan.years}
                    className={inputClass}
                  />
                </Field>
                <Field label="Price" id={`amount-${plan.id}`} error={fieldError("update-plan", "amount", plan.id)}>
                  <input
                    id={`amount-${plan.id}`}
                    name="amount"
                    inputMode="decimal"
                    defaultValue={decimalAmount(plan.amountMinor)}
                    className={inputClass}
                  />
                </Field>
                <SaveButton intent="update-plan">Save</SaveButton>
                <SaveButton intent={plan.retiredAt ? "restore-plan" : "retire-plan"} secondary>
                  {plan.retiredAt ? "Offer again" : "Retire"}
                </SaveButton>
              </Form>
              <p className="mt-2 text-xs text-slate-600">
                {plan.retiredAt ? "Retired: not offered to new suppliers. " : "Offered on the registration form. "}
                {plan.suppliers === 1 ? "1 supplier" : `${plan.suppliers} suppliers`} on this plan.
              </p>
            </li>
          ))}
        </ul>
        <Form
          ref={newPlanForm}
          method="post"
          className="mt-4 grid gap-3 border-t border-slate-200 pt-5 sm:grid-cols-[2fr_2fr_1fr_1fr_auto] sm:items-start"
        >
          <Field label="New plan name" id="new-label" error={fieldError("add-plan", "label")}>
            <input id="new-label" name="label" placeholder="For example: Premium" className={inputClass} />
          </Field>
          <Field label="Name in Arabic" id="new-label-ar" error={fieldError("add-plan", "labelAr")}>
            <input
              id="new-label-ar"
              name="labelAr"
              lang="ar"
              dir="rtl"
              placeholder="مثل: الخطة المميزة"
              className={inputClass}
            />
          </Field>
          <Field label="Years" id="new-years" error={fieldError("add-plan", "years")}>
            <input id="new-years" name="years" inputMode="numeric" className={inputClass} />
          </Field>
          <Field label="Price" id="new-amount" error={fieldError("add-plan", "amount")}>
            <input id="new-amount" name="amount" inputMode="decimal" className={inputClass} />
          </Field>
          <SaveButton intent="add-plan">Add plan</SaveButton>
        </Form>
      </Panel>
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Field(props: { label: string; id: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-navy-900">
        {props.label}
      </label>
      {props.children}
      {props.error ? <p className="mt-1.5 text-sm text-red-700">{props.error}</p> : null}
    </div>
  );
}

function SaveButton(props: { intent: string; secondary?: boolean; children: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <SubmitButton
      name="intent"
      value={props.intent}
      busy={busy}
      // Tops aligned, a label's height down: a field's message below it no longer lifts its row.
      className={`rounded-md px-4 py-2.5 text-sm font-semibold sm:mt-8 ${
        props.secondary
          ? "border border-slate-300 text-navy-900 hover:bg-slate-50"
          : "bg-navy-900 text-white hover:bg-navy-800"
      }`}
    >
      {props.children}
    </SubmitButton>
  );
}
