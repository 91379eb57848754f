import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert, FormField, Honeypot, inputClass, SelectField, SentConfirmation } from "~/components/ui/form-field";
import { PageHero } from "~/components/ui/page-hero";
import { contactRequestSchema } from "~/contacts/contact-form";
import { contactOptions } from "~/contacts/contact-options";
import { submitContactRequest } from "~/contacts/contacts.server";
import { readFormData } from "~/http/form-data.server";
import { findCatalogueItem, quotationRequest } from "~/marketing/catalogue";
import { pageMeta } from "~/marketing/page-meta";
import { useCompany } from "~/root";
import { withFormErrors } from "~/http/route-errors.server";
import { sentByBot } from "~/security/honeypot";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { domainDeps } from "~/services.server";
import { describeOpeningHours, phoneDigits, whatsappLink } from "~/settings/company";
import type { Route } from "./+types/contact";

/** Generous for the longest message the form accepts, small enough to refuse abuse early. */
const MAX_FORM_BYTES = 32 * 1024;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // "Ask for a quotation" on /products names the item: the form starts with it.
  const item = findCatalogueItem(params.get("product"));
  return { sent: params.get("sent") === "1", prefill: item ? quotationRequest(item) : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request, MAX_FORM_BYTES);
  if (sentByBot(formData)) return redirect("/contact?sent=1");
  const submission = parseForm(formData, contactRequestSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  return withFormErrors(
    context,
    submission,
    async () => {
      await enforceLimit(context.services.db, limits.contact, context.clientIp);
      await submitContactRequest(domainDeps(context), submission.value, {
        ipAddress: context.clientIp,
        userAgent: request.headers.get("user-agent") ?? undefined,
      });
      return redirect("/contact?sent=1");
    },
    { unavailableMessage: "We could not save your request just now. Please try again in a minute, or call us." },
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const digits = phoneDigits(company.phone);
  return (
    <>
      <PageHero eyebrow="Free consultation" title="Tell us what your business needs from IT">
        <p>
          Whether it is one new laptop or a network for three branches, a consultant will listen, ask the right
          questions and come back within one business day with practical next steps. The first consultation is free.
        </p>
      </PageHero>

      <section className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            {loaderData.sent ? (
              <SentConfirmation title="Thank you, we have your request">
                A consultant will contact you within one business day. We have also sent a copy of your request to your
                email address; if it does not arrive, please check your spam folder.
              </SentConfirmation>
            ) : (
              <ContactForm lastResult={actionData} prefill={loaderData.prefill} />
            )}
          </div>

          <aside className="space-y-6" aria-label="Other ways to reach us">
            <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold text-navy-900">Talk to us now</h2>
              <ul className="mt-4 space-y-4 text-sm">
                <li>
                  <a
                    href={`tel:+${digits}`}
                    className="flex items-center gap-3 font-medium text-navy-900 hover:text-brand-600"
                  >
                    <Phone aria-hidden className="size-5 text-brand-600" /> {company.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={whatsappLink(company)}
                    className="flex items-center gap-3 font-medium text-navy-900 hover:text-brand-600"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <MessageCircle aria-hidden className="size-5 text-brand-600" /> Chat on WhatsApp
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${company.email}`}
                    className="flex items-center gap-3 font-medium break-all text-navy-900 hover:text-brand-600"
                  >
                    <Mail aria-hidden className="size-5 shrink-0 text-brand-600" /> {company.email}
                  </a>
                </li>
                <li className="flex items-start gap-3 text-slate-600">
                  <Clock aria-hidden className="size-5 shrink-0 text-brand-600" />
                  <span>
                    Consultants: {describeOpeningHours(company.openingHours)}.
                    <br />
                    Support desk for contract clients: 24/7.
                  </span>
                </li>
              </ul>
            </div>
            {company.offices.map((office) => (
              <div key={office.name} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h2 className="flex items-center gap-2 font-semibold text-navy-900">
                  <MapPin aria-hidden className="size-5 text-brand-600" /> {office.name}
                </h2>
                <address className="mt-2 text-sm leading-6 text-slate-600 not-italic">
                  {office.streetAddress}
                  <br />
                  {office.area}, {office.city}
                  <br />
                  {office.country}
                </address>
              </div>
            ))}
          </aside>
        </div>
      </section>
    </>
  );
}

const loadContactSchema = () => import("~/contacts/contact-form").then((module) => module.contactRequestSchema);

function ContactForm({
  lastResult,
  prefill,
}: {
  lastResult: Route.ComponentProps["actionData"];
  prefill: Route.ComponentProps["loaderData"]["prefill"];
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const { form, fields, events } = useValidatedForm(loadContactSchema, { lastResult, defaultValue: prefill });
  const text = (name: keyof typeof fields, type: "text" | "email" | "tel") => ({
    ...getInputProps(fields[name], { type }),
    className: inputClass,
  });

  return (
    <Form method="post" {...getFormProps(form)} {...events} className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-navy-900">Request your free consultation</h2>
        <p className="mt-1 text-sm text-slate-600">All fields are required unless marked optional.</p>
      </div>
      <FormAlert id={form.errorId} errors={form.errors} />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label="Full name" field={fields.name}>
          <input {...text("name", "text")} autoComplete="name" />
        </FormField>
        <FormField label="Company" field={fields.company} optional>
          <input {...text("company", "text")} autoComplete="organization" />
        </FormField>
        <FormField label="Email" field={fields.email}>
          <input {...text("email", "email")} autoComplete="email" />
        </FormField>
        <FormField label="Phone" field={fields.phone} optional={(fields.preferredContact.value ?? "email") === "email"}>
          <input {...text("phone", "tel")} autoComplete="tel" placeholder="+971 50 123 4567" />
        </FormField>
        <SelectField
          label="Country"
          field={fields.country}
          prompt="Choose a country"
          options={contactOptions.country}
          autoComplete="country-name"
        />
        <SelectField
          label="Service of interest"
          field={fields.service}
          prompt="Choose a service"
          options={contactOptions.service}
        />
      </div>

      <fieldset aria-describedby={fields.preferredContact.errorId}>
        <legend className="text-sm font-medium text-navy-900">Preferred contact method</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {contactOptions.preferredContact.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-4 py-2.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-500/10"
            >
              <input
                type="radio"
                name={fields.preferredContact.name}
                value={option.value}
                defaultChecked={fields.preferredContact.initialValue === option.value}
                className="accent-brand-600"
              />
              {option.label}
            </label>
          ))}
        </div>
        <p id={fields.preferredContact.errorId} className="mt-1.5 text-sm text-red-700 empty:hidden">
          {fields.preferredContact.errors?.[0]}
        </p>
      </fieldset>

      <FormField label="How can we help?" field={fields.message}>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={6}
          className={inputClass}
          placeholder="For example: we are opening a second branch in Sharjah and need 25 laptops, a firewall and ongoing support."
        />
      </FormField>

      <Honeypot />

      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400 disabled:opacity-70 sm:w-auto"
      >
        {busy ? "Sending your request..." : "Request free consultation"}
      </button>
      <p className="text-xs text-slate-500">
        We use your details only to answer this request. See our{" "}
        <Link to="/privacy-policy" className="underline">
          privacy policy
        </Link>
        .
      </p>
    </Form>
  );
}
