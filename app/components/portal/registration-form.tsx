import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { FileCheck2 } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormField, Honeypot, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import type { Registration, RegistrationMessages } from "~/suppliers/registration-form";
import { productCategories, registrationCountries } from "~/suppliers/registration-options";
import { formatYears } from "~/lib/dates";
import { languages, nativeName, type Language } from "~/i18n/languages";
import { useLocalPath } from "~/marketing/use-local-path";
import { SubmitButton } from "~/components/ui/submit-button";

const loadRegistrationSchema = (messages: RegistrationMessages) => () =>
  import("~/suppliers/registration-form").then((module) => module.registrationSchema(messages));
// The profile form is the registration form without the email, plan and terms.
const loadProfileSchema = ((messages: RegistrationMessages) => () =>
  import("~/suppliers/registration-form").then((module) =>
    module.profileSchema(messages),
  )) as unknown as typeof loadRegistrationSchema;

/** What a rejected supplier's correction link brings back into the form. */
export interface Resubmission {
  token: string;
  reason: string | null;
  values: Partial<Record<Exclude<keyof Registration, "productCategories" | "document">, string>> & {
    productCategories?: string[];
  };
}

/**
 * The supplier registration form; with `resubmit`, the correction of a rejected registration;
 * with `profile`, a registered supplier's company details (no email, plan or terms).
 */
export function RegistrationForm(props: {
  plans: Array<{ id: string; label: string; years: number; price: string }>;
  registrationFee: string;
  /** How the prices stand to VAT ("Prices include 5% VAT."), when VAT is charged. */
  vat?: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  resubmit?: Resubmission;
  profile?: Resubmission["values"] & { language?: Language };
}) {
  const busy = useNavigation().state === "submitting";
  const profile = Boolean(props.profile);
  const { t } = useTranslation(["supplierRegistration", "shell"]);
  const { t: shell } = useTranslation("shell");
  const local = useLocalPath();
  const messages = t("errors", { returnObjects: true });
  const loadSchema = useMemo(
    () => (profile ? loadProfileSchema : loadRegistrationSchema)(messages),
    [profile, messages],
  );
  const { form, fields, events } = useValidatedForm(loadSchema, {
    lastResult: props.lastResult,
    defaultValue: props.profile ?? props.resubmit?.values ?? { planId: props.plans[0]?.id, country: "UAE" },
  });
  const text = (
    name: Exclude<keyof typeof fields, "document" | "productCategories">,
    type: "text" | "email" | "tel" | "url" | "number" = "text",
  ) => ({
    ...getInputProps(fields[name], { type }),
    className: inputClass,
  });
  const chosenCategories = new Set([fields.productCategories.initialValue ?? []].flat());

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} {...events} className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-navy-900">
          {profile ? t("form.profileTitle") : props.resubmit ? t("form.resubmitTitle") : t("form.title")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t("form.required")}</p>
      </div>
      {props.resubmit ? (
        <div className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {props.resubmit.reason ? (
            <p>
              <strong>{t("form.rejectedBecause")}</strong> <bdi>{props.resubmit.reason}</bdi>
            </p>
          ) : null}
          <p className="mt-1">{t("form.resubmitHelp")}</p>
          <input type="hidden" name="resubmit" value={props.resubmit.token} />
        </div>
      ) : null}
      <FormAlert id={form.errorId} errors={form.errors} />

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-navy-900">{t("form.company")}</legend>
        <FormField label={t("form.companyName")} field={fields.companyName}>
          <input {...text("companyName")} autoComplete="organization" />
        </FormField>
        <FormField label={t("form.tradeLicenceNumber")} field={fields.tradeLicenceNumber}>
          <input {...text("tradeLicenceNumber")} />
        </FormField>
        <FormField label={t("form.trn")} field={fields.trn} optional>
          <input {...text("trn")} inputMode="numeric" placeholder={t("form.trnPlaceholder")} />
        </FormField>
        <FormField label={t("form.yearsInBusiness")} field={fields.yearsInBusiness}>
          <input {...text("yearsInBusiness")} inputMode="numeric" dir="ltr" />
        </FormField>
        <FormField label={t("form.website")} field={fields.website} optional>
          <input
            {...text("website")}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t("form.websitePlaceholder")}
            autoComplete="url"
            dir="ltr"
          />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-navy-900">{t("form.location")}</legend>
        <FormField label={t("form.country")} field={fields.country}>
          <select {...getSelectProps(fields.country)} className={inputClass} autoComplete="country-name">
            {registrationCountries.map((country) => (
              <option key={country} value={country}>
                {t(`shell:countries.${country}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t("form.city")} field={fields.city}>
          <input {...text("city")} autoComplete="address-level2" />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label={t("form.address")} field={fields.address}>
            <textarea
              {...getTextareaProps(fields.address)}
              rows={2}
              className={inputClass}
              autoComplete="street-address"
            />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-navy-900">{t("form.contact")}</legend>
        <FormField label={t("form.contactName")} field={fields.contactName}>
          <input {...text("contactName")} autoComplete="name" />
        </FormField>
        <FormField label={t("form.contactRole")} field={fields.contactRole}>
          <input
            {...text("contactRole")}
            autoComplete="organization-title"
            placeholder={t("form.contactRolePlaceholder")}
          />
        </FormField>
        <FormField label={t("form.email")} field={fields.email}>
          <input
            {...text("email", "email")}
            autoComplete="email"
            dir="ltr"
            readOnly={Boolean(props.resubmit) || profile}
            aria-readonly={props.resubmit || profile ? true : undefined}
          />
        </FormField>
        <FormField label={t("form.phone")} field={fields.phone}>
          <input {...text("phone", "tel")} autoComplete="tel" placeholder={t("form.phonePlaceholder")} dir="ltr" />
        </FormField>
      </fieldset>

      <fieldset aria-describedby={fields.productCategories.errorId}>
        <legend className="text-lg font-semibold text-navy-900">{t("form.supply")}</legend>
        <p className="mt-1 text-sm text-slate-600">{t("form.categories")}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {productCategories.map((category) => (
            <label key={category.value} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name={fields.productCategories.name}
                value={category.value}
                defaultChecked={chosenCategories.has(category.value)}
                className="size-4 accent-brand-600"
              />
              {t(`categories.${category.value}`)}
            </label>
          ))}
        </div>
        <p id={fields.productCategories.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.productCategories.errors?.[0]}
        </p>
        <div className="mt-6">
          <FormField label={t("form.brands")} field={fields.brands}>
            <input {...text("brands")} placeholder={t("form.brandsPlaceholder")} />
          </FormField>
        </div>
      </fieldset>

      <fieldset aria-describedby={fields.planId.errorId} hidden={profile}>
        <legend className="text-lg font-semibold text-navy-900">{t("form.plan")}</legend>
        <p className="mt-1 text-sm text-slate-600">
          {t("form.planHelp", { fee: props.registrationFee })}
          {props.vat ? ` ${props.vat}` : null}
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {props.plans.map((plan) => (
            <label
              key={plan.id}
              className="flex cursor-pointer flex-col rounded-lg border border-slate-300 p-4 has-checked:border-brand-500 has-checked:bg-brand-500/10"
            >
              <span className="flex items-center gap-2 font-semibold text-navy-900">
                <input
                  type="radio"
                  name={fields.planId.name}
                  value={plan.id}
                  defaultChecked={fields.planId.initialValue === plan.id}
                  className="accent-brand-600"
                />
                <bdi>{plan.label}</bdi>
              </span>
              <span className="mt-1 text-sm text-slate-600">
                {formatYears(plan.years, shell)} · <bdi>{plan.price}</bdi>
              </span>
            </label>
          ))}
        </div>
        <p id={fields.planId.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.planId.errors?.[0]}
        </p>
      </fieldset>

      <div>
        <FormField label={t("form.document")} field={fields.document} optional>
          <input
            {...getInputProps(fields.document, { type: "file" })}
            accept="application/pdf,image/jpeg,image/png"
            className="mt-1.5 block w-full text-sm text-slate-700 file:me-4 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </FormField>
        <p className="mt-1.5 flex items-center gap-2 text-xs text-slate-500">
          <FileCheck2 aria-hidden className="size-4" />
          {profile ? t("form.documentReplace") : t("form.documentAgain")}
        </p>
      </div>

      <FormField label={t("form.note")} field={fields.note} optional>
        <textarea {...getTextareaProps(fields.note)} rows={3} className={inputClass} />
      </FormField>

      {props.profile ? <LanguageField chosen={props.profile.language} /> : <Honeypot />}

      <div hidden={profile}>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            {...getInputProps(fields.acceptTerms, { type: "checkbox", value: "on" })}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            {t("form.terms")}{" "}
            <Link to={local("/terms-of-service")} className="font-semibold text-brand-600 underline">
              {t("form.termsLink")}
            </Link>{" "}
            {t("form.and")}
            <Link to={local("/privacy-policy")} className="font-semibold text-brand-600 underline">
              {t("form.privacyLink")}
            </Link>
            .
          </span>
        </label>
        <p id={fields.acceptTerms.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.acceptTerms.errors?.[0]}
        </p>
      </div>

      <SubmitButton
        busy={busy}
        className="w-full rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400 sm:w-auto"
      >
        {busy
          ? profile
            ? t("form.saving")
            : t("form.sending")
          : profile
            ? t("form.save")
            : props.resubmit
              ? t("form.resubmit")
              : t("form.register")}
      </SubmitButton>
    </Form>
  );
}

/** The profile's choice of the language we write to the supplier in (emails and tax invoices). */
function LanguageField({ chosen }: { chosen?: Language }) {
  const { t } = useTranslation("portal");
  return (
    <div>
      <label htmlFor="language" className="block text-sm font-medium text-navy-900">
        {t("profile.language")}
      </label>
      <select
        id="language"
        name="language"
        defaultValue={chosen ?? "en"}
        aria-describedby="language-help"
        className={`${inputClass} mt-1`}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {nativeName[language]}
          </option>
        ))}
      </select>
      <p id="language-help" className="mt-1.5 text-xs text-slate-500">
        {t("profile.languageHelp")}
      </p>
    </div>
  );
}
