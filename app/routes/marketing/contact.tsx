import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { FormAlert, FormField, Honeypot, inputClass, SelectField, SentConfirmation } from "~/components/ui/form-field";
import { PageHero } from "~/components/ui/page-hero";
import { contactRequestSchema } from "~/contacts/contact-form";
import { contactOptions, type ContactOptionField } from "~/contacts/contact-options";
import { submitContactRequest } from "~/contacts/contacts.server";
import { readFormData } from "~/http/form-data.server";
import { catalogueFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, languageOfRequest, localeOf, pathInLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { findCatalogueItem, quotationRequest } from "~/marketing/catalogue.server";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { useCompany } from "~/root";
import { withFormErrors } from "~/http/route-errors.server";
import { sentByBot } from "~/security/honeypot";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { domainDeps } from "~/services.server";
import { describeOpeningHours, phoneDigits, whatsappLink } from "~/settings/company";
import type { Route } from "./+types/contact";
import { SubmitButton } from "~/components/ui/submit-button";

/** Generous for the longest message the form accepts, small enough to refuse abuse early. */
const MAX_FORM_BYTES = 32 * 1024;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // "Ask for a quotation" on /products names the item: the form starts with it.
  const item = findCatalogueItem(url.searchParams.get("product"));
  return {
    sent: url.searchParams.get("sent") === "1",
    prefill: item ? quotationRequest(item, languageOfPath(url.pathname)) : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfRequest(request);
  const sentPage = `${pathInLanguage("/contact", language)}?sent=1`;
  const formData = await readFormData(request, MAX_FORM_BYTES);
  if (sentByBot(formData)) return redirect(sentPage);
  const submission = parseForm(formData, contactRequestSchema(catalogueFor(language).contact.errors));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  return withFormErrors(
    context,
    submission,
    async () => {
      await enforceLimit(context.services.db, limits.contact, context.clientIp);
      await submitContactRequest(
        domainDeps(context),
        submission.value,
        {
          ipAddress: context.clientIp,
          userAgent: request.headers.get("user-agent") ?? undefined,
        },
        language,
      );
      return redirect(sentPage);
    },
    { language, unavailableMessage: translatorFor(language, "contact")("form.unavailable") },
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const { t } = useTranslation("contact");
  const { t: shell } = useTranslation("shell");
  const language = useLanguage();
  const digits = phoneDigits(company.phone);
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <section className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            {loaderData.sent ? (
              <SentConfirmation title={t("sent.title")}>{t("sent.text")}</SentConfirmation>
            ) : (
              <ContactForm lastResult={actionData} prefill={loaderData.prefill} />
            )}
          </div>

          <aside className="space-y-6" aria-label={t("reach.label")}>
            <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg font-semibold text-navy-900">{t("reach.title")}</h2>
              <ul className="mt-4 space-y-4 text-sm">
                <li>
                  <a
                    href={`tel:+${digits}`}
                    className="flex items-center gap-3 font-medium text-navy-900 hover:text-brand-600"
                  >
                    <Phone aria-hidden className="size-5 text-brand-600" /> <bdi dir="ltr">{company.phone}</bdi>
                  </a>
                </li>
                <li>
                  <a
                    href={whatsappLink(company.phone, shell("footer.whatsappMessage", { company: company.name }))}
                    className="flex items-center gap-3 font-medium text-navy-900 hover:text-brand-600"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    <MessageCircle aria-hidden className="size-5 text-brand-600" /> {t("reach.whatsapp")}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${company.email}`}
                    className="flex items-center gap-3 font-medium break-all text-navy-900 hover:text-brand-600"
                  >
                    <Mail aria-hidden className="size-5 shrink-0 text-brand-600" /> <bdi dir="ltr">{company.email}</bdi>
                  </a>
                </li>
                <li className="flex items-start gap-3 text-slate-600">
                  <Clock aria-hidden className="size-5 shrink-0 text-brand-600" />
                  <span>
                    {t("reach.consultants", {
                      hours: describeOpeningHours(company.openingHours, shell),
                    })}
                    <br />
                    {t("reach.support")}
                  </span>
                </li>
              </ul>
            </div>
            {company.offices.map((office) => (
              <div key={office.name} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h2 className="flex items-center gap-2 font-semibold text-navy-900">
                  <MapPin aria-hidden className="size-5 text-brand-600" /> <bdi>{office.name}</bdi>
                </h2>
                <address className="mt-2 text-sm leading-6 text-slate-600 not-italic">
                  <bdi>{office.streetAddress}</bdi>
                  <br />
                  <bdi>{[office.area, office.city].join(localeOf[language].comma)}</bdi>
                  <br />
                  <bdi>{office.country}</bdi>
                </address>
              </div>
            ))}
          </aside>
        </div>
      </section>
    </>
  );
}

function ContactForm({
  lastResult,
  prefill,
}: {
  lastResult: Route.ComponentProps["actionData"];
  prefill: Route.ComponentProps["loaderData"]["prefill"];
}) {
  const { t } = useTranslation("contact");
  const local = useLocalPath();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith(pathname);
  const messages = t("errors", { returnObjects: true });
  const loadSchema = useCallback(
    () => import("~/contacts/contact-form").then((module) => module.contactRequestSchema(messages)),
    [messages],
  );
  const { form, fields, events } = useValidatedForm(loadSchema, { lastResult, defaultValue: prefill });
  const text = (name: keyof typeof fields, type: "text" | "email" | "tel") => ({
    ...getInputProps(fields[name], { type }),
    className: inputClass,
  });
  const { t: shell } = useTranslation("shell");
  const labels = { ...t("options", { returnObjects: true }), country: shell("countries", { returnObjects: true }) };
  const options = (field: ContactOptionField) =>
    contactOptions[field].map((option) => ({
      value: option.value,
      label: (labels[field] as Record<string, string>)[option.value] ?? option.label,
    }));

  return (
    <Form method="post" {...getFormProps(form)} {...events} className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold text-navy-900">{t("form.title")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("form.required")}</p>
      </div>
      <FormAlert id={form.errorId} errors={form.errors} />

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t("form.name")} field={fields.name}>
          <input {...text("name", "text")} autoComplete="name" />
        </FormField>
        <FormField label={t("form.company")} field={fields.company} optional>
          <input {...text("company", "text")} autoComplete="organization" />
        </FormField>
        <FormField label={t("form.email")} field={fields.email}>
          <input {...text("email", "email")} autoComplete="email" dir="ltr" />
        </FormField>
        <FormField
          label={t("form.phone")}
          field={fields.phone}
          optional={(fields.preferredContact.value ?? "email") === "email"}
        >
          <input {...text("phone", "tel")} autoComplete="tel" placeholder={t("form.phonePlaceholder")} dir="ltr" />
        </FormField>
        <SelectField
          label={t("form.country")}
          field={fields.country}
          prompt={t("form.countryPrompt")}
          options={options("country")}
          autoComplete="country-name"
        />
        <SelectField
          label={t("form.service")}
          field={fields.service}
          prompt={t("form.servicePrompt")}
          options={options("service")}
        />
      </div>

      <fieldset aria-describedby={fields.preferredContact.errorId}>
        <legend className="text-sm font-medium text-navy-900">{t("form.preferredContact")}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {options("preferredContact").map((option) => (
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

      <FormField label={t("form.message")} field={fields.message}>
        <textarea
          {...getTextareaProps(fields.message)}
          rows={6}
          className={inputClass}
          placeholder={t("form.messagePlaceholder")}
        />
      </FormField>

      <Honeypot />

      <SubmitButton
        busy={busy}
        className="w-full rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400 sm:w-auto"
      >
        {busy ? t("form.sending") : t("form.submit")}
      </SubmitButton>
      <p className="text-xs text-slate-500">
        {t("form.privacy")}{" "}
        <Link to={local("/privacy-policy")} className="underline">
          {t("form.privacyLink")}
        </Link>
        .
      </p>
    </Form>
  );
}
