import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { FileCheck2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert, FormField, Honeypot, inputClass, SentConfirmation } from "~/components/ui/form-field";
import { PageHero } from "~/components/ui/page-hero";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { readFormData } from "~/http/form-data.server";
import { pageMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { publicPage } from "~/marketing/public-pages";
import { hitRateLimit } from "~/security/rate-limit.server";
import { getPaymentSettings } from "~/settings/settings.server";
import { checkDocument } from "~/suppliers/documents.server";
import { findAvailablePlan, listAvailablePlans } from "~/suppliers/plans.server";
import { registrationSchema } from "~/suppliers/registration-form";
import { MAX_DOCUMENT_BYTES, productCategories, registrationCountries } from "~/suppliers/registration-options";
import { registerSupplier } from "~/suppliers/registration.server";
import type { Route } from "./+types/supplier-registration";

export const meta: Route.MetaFunction = (args) => pageMeta(args, publicPage("/SupplierRegistration"));

export const registrationRateLimit = { limit: 5, windowSeconds: 60 * 60 };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [plans, payment] = await Promise.all([listAvailablePlans(db), getPaymentSettings(db)]);
  return {
    submitted: new URL(request.url).searchParams.get("submitted") === "1",
    registrationFee: formatMoney(payment.registrationFeeMinor, payment.currency),
    plans: plans.map((plan) => ({
      id: plan.id,
      label: plan.label,
      years: plan.years,
      price: formatMoney(plan.amountMinor, payment.currency),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, jobs, env, logger } = context.services;
  // The document may be 5 MB; the rest of the form is small.
  const formData = await readFormData(request, MAX_DOCUMENT_BYTES + 256 * 1024);
  const submission = parseForm(formData, registrationSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { acceptTerms: _terms, document: file, nickname, ...registration } = submission.value;
  if (nickname) return redirect("/SupplierRegistration?submitted=1");

  if (!(await findAvailablePlan(db, registration.planId))) {
    return data(submission.reply({ fieldErrors: { planId: ["Please choose one of the plans shown."] } }), {
      status: 400,
    });
  }
  const document = file ? await checkDocument(file) : undefined;
  if (document && !document.ok) {
    return data(submission.reply({ fieldErrors: { document: [document.message] } }), { status: 400 });
  }

  const limit = await hitRateLimit(db, {
    key: `registration:${context.clientIp ?? "unknown"}`,
    ...registrationRateLimit,
  });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return data(
      submission.reply({
        formErrors: [
          `Too many registrations have been sent from your connection. Please try again in ${minutes} minute(s).`,
        ],
      }),
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  try {
    await registerSupplier({ db, jobs, appUrl: env.APP_URL }, registration, document?.ok ? document : undefined);
  } catch (error) {
    logger.error({ err: error, requestId: context.requestId }, "could not store a supplier registration");
    return data(
      submission.reply({ formErrors: ["We could not save your registration just now. Please try again in a minute."] }),
      { status: 503 },
    );
  }
  return redirect("/SupplierRegistration?submitted=1");
}

export default function SupplierRegistration({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Supplier registration" title="Supply the businesses we look after across the GCC">
        <p>
          We buy IT hardware, software and services for more than 500 clients. Registered suppliers are considered for
          every quotation in their categories and manage their account in the supplier portal.
        </p>
      </PageHero>
      <section className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            {loaderData.submitted ? (
              <SentConfirmation title="Thank you, your registration is with our team">
                We review every registration, usually within two business days, and will write to the email address you
                gave. When it is approved, the email contains a link to set your password.
              </SentConfirmation>
            ) : (
              <RegistrationForm
                plans={loaderData.plans}
                registrationFee={loaderData.registrationFee}
                lastResult={actionData}
              />
            )}
          </div>
          <aside
            aria-labelledby="how-it-works"
            className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            <h2 id="how-it-works" className="text-lg font-semibold text-navy-900">
              How registration works
            </h2>
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-sm leading-6 text-slate-600">
              <li>Send this form with your trade licence.</li>
              <li>Our team reviews it, usually within two business days.</li>
              <li>Once approved, you receive an email with a link to set your password.</li>
              <li>
                Sign in and pay the one-time registration fee of {loaderData.registrationFee} plus your plan to activate
                the account.
              </li>
            </ol>
          </aside>
        </div>
      </section>
    </>
  );
}

const loadRegistrationSchema = () =>
  import("~/suppliers/registration-form").then((module) => module.registrationSchema);

function RegistrationForm(props: {
  plans: Array<{ id: string; label: string; years: number; price: string }>;
  registrationFee: string;
  lastResult: Route.ComponentProps["actionData"];
}) {
  const busy = useNavigation().state === "submitting";
  const { form, fields, onFocus } = useValidatedForm(loadRegistrationSchema, {
    lastResult: props.lastResult,
    defaultValue: { planId: props.plans[0]?.id, country: "UAE" },
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
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} onFocus={onFocus} className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold text-navy-900">Register as a supplier</h2>
        <p className="mt-1 text-sm text-slate-600">All fields are required unless marked optional.</p>
      </div>
      <FormAlert id={form.errorId} errors={form.errors} />

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-navy-900">Company</legend>
        <FormField label="Company legal name" field={fields.companyName}>
          <input {...text("companyName")} autoComplete="organization" />
        </FormField>
        <FormField label="Trade licence number" field={fields.tradeLicenceNumber}>
          <input {...text("tradeLicenceNumber")} />
        </FormField>
        <FormField label="Tax Registration Number (TRN)" field={fields.trn} optional>
          <input {...text("trn")} inputMode="numeric" placeholder="15 digits" />
        </FormField>
        <FormField label="Years in business" field={fields.yearsInBusiness}>
          <input {...text("yearsInBusiness", "number")} min={0} max={150} />
        </FormField>
        <FormField label="Website" field={fields.website} optional>
          <input {...text("website", "url")} placeholder="https://" autoComplete="url" />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold text-navy-900">Location</legend>
        <FormField label="Country" field={fields.country}>
          <select {...getSelectProps(fields.country)} className={inputClass} autoComplete="country-name">
            {registrationCountries.map((country) => (
              <option key={country} value={country}>
                {country === "Other" ? "Another country" : country}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="City" field={fields.city}>
          <input {...text("city")} autoComplete="address-level2" />
        </FormField>
        <div className="sm:col-span-2">
          <FormField label="Business address" field={fields.address}>
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
        <legend className="mb-4 text-lg font-semibold text-navy-900">Contact person</legend>
        <FormField label="Full name" field={fields.contactName}>
          <input {...text("contactName")} autoComplete="name" />
        </FormField>
        <FormField label="Role" field={fields.contactRole}>
          <input {...text("contactRole")} autoComplete="organization-title" placeholder="For example: Sales director" />
        </FormField>
        <FormField label="Email" field={fields.email}>
          <input {...text("email", "email")} autoComplete="email" />
        </FormField>
        <FormField label="Phone" field={fields.phone}>
          <input {...text("phone", "tel")} autoComplete="tel" placeholder="+971 4 123 4567" />
        </FormField>
      </fieldset>

      <fieldset aria-describedby={fields.productCategories.errorId}>
        <legend className="text-lg font-semibold text-navy-900">What you supply</legend>
        <p className="mt-1 text-sm text-slate-600">Product categories (choose all that apply)</p>
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
              {category.label}
            </label>
          ))}
        </div>
        <p id={fields.productCategories.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.productCategories.errors?.[0]}
        </p>
        <div className="mt-6">
          <FormField label="Brands you supply" field={fields.brands}>
            <input {...text("brands")} placeholder="For example: Dell, HP, Fortinet" />
          </FormField>
        </div>
      </fieldset>

      <fieldset aria-describedby={fields.planId.errorId}>
        <legend className="text-lg font-semibold text-navy-900">Subscription plan</legend>
        <p className="mt-1 text-sm text-slate-600">
          Paid after approval, with the one-time registration fee of {props.registrationFee}.
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
                {plan.label}
              </span>
              <span className="mt-1 text-sm text-slate-600">
                {plan.years === 1 ? "1 year" : `${plan.years} years`} · {plan.price}
              </span>
            </label>
          ))}
        </div>
        <p id={fields.planId.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.planId.errors?.[0]}
        </p>
      </fieldset>

      <div>
        <FormField label="Trade licence (PDF, JPEG or PNG, up to 5 MB)" field={fields.document} optional>
          <input
            {...getInputProps(fields.document, { type: "file" })}
            accept="application/pdf,image/jpeg,image/png"
            className="mt-1.5 block w-full text-sm text-slate-700 file:mr-4 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
          />
        </FormField>
        <p className="mt-1.5 flex items-center gap-2 text-xs text-slate-500">
          <FileCheck2 aria-hidden className="size-4" /> If the form comes back with a message, please choose the file
          again.
        </p>
      </div>

      <FormField label="Anything else we should know?" field={fields.note} optional>
        <textarea {...getTextareaProps(fields.note)} rows={3} className={inputClass} />
      </FormField>

      <Honeypot name="nickname" />

      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            {...getInputProps(fields.acceptTerms, { type: "checkbox", value: "on" })}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            I accept the{" "}
            <Link to="/terms-of-service" className="font-semibold text-brand-600 underline">
              terms of service
            </Link>{" "}
            and the{" "}
            <Link to="/privacy-policy" className="font-semibold text-brand-600 underline">
              privacy policy
            </Link>
            .
          </span>
        </label>
        <p id={fields.acceptTerms.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.acceptTerms.errors?.[0]}
        </p>
      </div>

      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400 disabled:opacity-70 sm:w-auto"
      >
        {busy ? "Sending your registration..." : "Register"}
      </button>
    </Form>
  );
}
