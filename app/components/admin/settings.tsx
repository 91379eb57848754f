import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert, inputClass } from "~/components/ui/form-field";
import { formatDate } from "~/lib/dates";
import { weekdays, type CompanyFacts } from "~/settings/company";
import { SubmitButton } from "~/components/ui/submit-button";

type Result = (SubmissionResult<string[]> & { saved?: string }) | undefined;

/** /admin/settings: the company facts the public site shows, the password policy and the admins. */
export function AdminSettings(props: {
  company: CompanyFacts;
  security: { passwordMinLength: number };
  admins: Array<{
    id: string;
    email: string;
    createdAt: Date | string;
    passwordSet: boolean;
    secondFactorSet: boolean;
  }>;
  you: string;
  lastResult: Result;
}) {
  const { lastResult } = props;
  const busy = useNavigation().state === "submitting";
  const failed = lastResult?.status === "error";
  const errors = failed ? (lastResult.error ?? {}) : {};
  const typed = (failed ? lastResult.initialValue : undefined) as Record<string, unknown> | undefined;
  const intent = String(typed?.intent ?? "");
  const error = (section: string, name: string) => (intent === section ? errors[name]?.[0] : undefined);
  // After a failed save the form shows what was typed, not what is stored.
  const value = (section: string, name: string, stored: string | number) => {
    if (intent !== section || !typed) return String(stored);
    const found = name
      .split(/[.[\]]+/)
      .filter(Boolean)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], typed);
    return found === undefined ? "" : String(found);
  };
  const field = (
    name: string,
    label: string,
    stored: string,
    options: { type?: string; hint?: string; arabic?: boolean } = {},
  ) => (
    <Field key={name} id={`company-${name}`} label={label} hint={options.hint} error={error("company", name)}>
      <input
        id={`company-${name}`}
        name={name}
        type={options.type ?? "text"}
        defaultValue={value("company", name, stored)}
        aria-invalid={error("company", name) ? true : undefined}
        aria-describedby={`company-${name}-error`}
        {...(options.arabic ? { lang: "ar", dir: "rtl" } : {})}
        className={inputClass}
      />
    </Field>
  );
  const { company } = props;
  const typedDays =
    intent === "company" && typed
      ? [(typed as { openingHours?: { days?: string | string[] } }).openingHours?.days ?? []].flat()
      : undefined;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Settings</h1>
      {lastResult?.saved ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {lastResult.saved}
        </p>
      ) : null}
      <FormAlert id="settings-error" errors={errors[""] ?? undefined} />

      <Panel
        title="Company details"
        intro="Shown in the header, footer, contact page and search results of the public site."
      >
        {/* noValidate: the server's messages, next to each field, rather than the browser's bubbles. */}
        <Form method="post" noValidate className="space-y-6">
          <input type="hidden" name="intent" value="company" />
          <div className="grid gap-4 sm:grid-cols-2">
            {field("name", "Trading name", company.name)}
            {field("legalName", "Legal name", company.legalName, { hint: "As registered: printed on tax invoices." })}
            {field("trn", "Tax Registration Number (TRN)", company.trn, {
              hint: "The 15 digits of the company's VAT registration, printed on every tax invoice. Leave it empty only until the company is registered.",
            })}
            <div className="sm:col-span-2">{field("tagline", "Tagline", company.tagline)}</div>
            {field("phone", "Phone", company.phone, {
              type: "tel",
              hint: "Also used for the WhatsApp and call links.",
            })}
            {field("email", "Contact email", company.email, { type: "email" })}
            {field("notificationEmail", "Notification address for contact messages", company.notificationEmail, {
              type: "email",
              hint: "Each new consultation request is emailed here.",
            })}
            {field("claims.yearsExperience", "Years of experience (footer)", company.claims.yearsExperience)}
            {field("claims.happyClients", "Happy clients (footer)", company.claims.happyClients)}
          </div>
          {company.offices.map((office, index) => (
            <fieldset key={index} className="rounded-md border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-navy-900">Dubai office {index + 1}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {field(`offices[${index}].name`, "Office name", office.name)}
                {field(`offices[${index}].streetAddress`, "Street address", office.streetAddress)}
                {field(`offices[${index}].area`, "Area", office.area)}
                {field(`offices[${index}].city`, "City", office.city)}
                {field(`offices[${index}].country`, "Country", office.country)}
                {field(`offices[${index}].postalCode`, "Postal code (optional)", office.postalCode)}
              </div>
            </fieldset>
          ))}
          <fieldset className="rounded-md border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-navy-900">In Arabic</legend>
            <p className="text-sm text-slate-600">
              What the Arabic pages, and the emails and tax invoices of Arabic-speaking suppliers, say in place of the
              tagline and the offices above. The trading name, phone and email stay as they are.
            </p>
            <div className="mt-3 grid gap-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {field("arabic.tagline", "Tagline in Arabic", company.arabic.tagline, { arabic: true })}
              </div>
              {company.arabic.offices.map((office, index) => (
                <fieldset key={index} className="space-y-4">
                  <legend className="text-sm font-semibold text-navy-900">Dubai office {index + 1} in Arabic</legend>
                  {field(`arabic.offices[${index}].name`, "Office name", office.name, { arabic: true })}
                  {field(`arabic.offices[${index}].streetAddress`, "Street address", office.streetAddress, {
                    arabic: true,
                  })}
                  {field(`arabic.offices[${index}].area`, "Area", office.area, { arabic: true })}
                  {field(`arabic.offices[${index}].city`, "City", office.city, { arabic: true })}
                  {field(`arabic.offices[${index}].country`, "Country", office.country, { arabic: true })}
                </fieldset>
              ))}
            </div>
          </fieldset>
          <fieldset className="rounded-md border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-navy-900">Opening hours (Dubai time)</legend>
            <p className="text-sm text-slate-600">
              Shown on the contact page, in the acknowledgement email and to search engines.
            </p>
            <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2" role="group" aria-label="Working days">
              {weekdays.map((day) => (
                <label key={day} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="openingHours.days"
                    value={day}
                    defaultChecked={typedDays ? typedDays.includes(day) : company.openingHours.days.includes(day)}
                    className="size-4 rounded border-slate-300"
                  />
                  {day}
                </label>
              ))}
            </div>
            {error("company", "openingHours.days") ? (
              <p className="mt-2 text-sm text-red-700">{error("company", "openingHours.days")}</p>
            ) : null}
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {field("openingHours.opens", "Opens at", company.openingHours.opens, { type: "time" })}
              {field("openingHours.closes", "Closes at", company.openingHours.closes, { type: "time" })}
            </div>
          </fieldset>
          <fieldset className="rounded-md border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-navy-900">Social links</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {(["facebook", "twitter", "linkedin", "instagram"] as const).map((network) =>
                field(
                  `socialLinks.${network}`,
                  network === "linkedin" ? "LinkedIn" : network[0]!.toUpperCase() + network.slice(1),
                  company.socialLinks[network],
                  { type: "url" },
                ),
              )}
            </div>
          </fieldset>
          <SaveButton busy={busy}>Save company details</SaveButton>
        </Form>
      </Panel>

      <Panel
        title="Password policy"
        intro="The shortest password anyone may choose from now on; existing passwords keep working."
      >
        <Form method="post" noValidate className="flex flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="security" />
          <Field
            id="password-min"
            label="Minimum length (8 to 64 characters)"
            error={error("security", "passwordMinLength")}
          >
            <input
              id="password-min"
              name="passwordMinLength"
              type="number"
              min={8}
              max={64}
              defaultValue={value("security", "passwordMinLength", props.security.passwordMinLength)}
              aria-describedby="password-min-error"
              className={`${inputClass} w-32`}
            />
          </Field>
          <SaveButton busy={busy}>Save password policy</SaveButton>
        </Form>
      </Panel>

      <Panel
        title="Admins"
        intro="Everyone here can run the whole admin area. An invited admin sets a password from the emailed link."
      >
        <ul className="divide-y divide-slate-100">
          {props.admins.map((admin) => (
            <li key={admin.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div>
                <p className="font-semibold text-navy-900">
                  {admin.email}
                  {admin.id === props.you ? (
                    <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>
                  ) : null}
                </p>
                <p className="text-xs text-slate-500">
                  Added {formatDate(admin.createdAt)} ·{" "}
                  {admin.passwordSet ? "Password set" : "Invitation not yet accepted"}
                  {admin.passwordSet
                    ? admin.secondFactorSet
                      ? " · Second factor set"
                      : " · No second factor yet"
                    : null}
                </p>
              </div>
              {admin.id === props.you || !admin.secondFactorSet ? null : (
                // For an admin who lost their phone or passkeys: they set up a new second factor at their next sign-in.
                <details className="group">
                  <summary className="cursor-pointer list-none rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50 group-open:hidden">
                    Reset second factor<span className="sr-only"> of {admin.email}</span>
                  </summary>
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="reset-second-factor" />
                    <input type="hidden" name="userId" value={admin.id} />
                    <span className="text-sm text-slate-700">
                      Remove the authenticator app and passkeys of {admin.email} and end their sessions?
                    </span>
                    <SubmitButton
                      busy={busy}
                      className="rounded-md bg-navy-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-800"
                    >
                      Yes, reset
                    </SubmitButton>
                  </Form>
                </details>
              )}
              {admin.id === props.you || props.admins.length <= 1 ? null : (
                // Removing cannot be undone: the button only shows once the admin opens the question.
                <details className="group">
                  <summary className="cursor-pointer list-none rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 group-open:hidden">
                    Remove<span className="sr-only"> {admin.email}</span>
                  </summary>
                  <Form method="post" className="flex flex-wrap items-center gap-2">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="userId" value={admin.id} />
                    <span className="text-sm text-slate-700">Remove {admin.email} and end their sessions?</span>
                    <SubmitButton
                      busy={busy}
                      className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
                    >
                      Yes, remove
                    </SubmitButton>
                  </Form>
                </details>
              )}
            </li>
          ))}
        </ul>
        <Form
          key={props.admins.length}
          method="post"
          noValidate
          className="mt-4 flex flex-wrap items-end gap-4 border-t border-slate-200 pt-4"
        >
          <input type="hidden" name="intent" value="invite" />
          <Field id="invite-email" label="Invite an admin by email" error={error("invite", "email")}>
            <input
              id="invite-email"
              name="email"
              type="email"
              defaultValue={intent === "invite" ? String(typed?.email ?? "") : ""}
              aria-describedby="invite-email-error"
              className={`${inputClass} w-72`}
            />
          </Field>
          <SaveButton busy={busy}>Send invitation</SaveButton>
        </Form>
      </Panel>
    </>
  );
}

function Panel(props: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-navy-900">{props.title}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{props.intro}</p>
      {props.children}
    </section>
  );
}

function Field(props: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-navy-900">
        {props.label}
      </label>
      <div className="mt-1">{props.children}</div>
      <p id={`${props.id}-error`} className="mt-1 text-sm text-red-700 empty:hidden">
        {props.error}
      </p>
      {props.hint ? <p className="mt-1 text-xs text-slate-500">{props.hint}</p> : null}
    </div>
  );
}

function SaveButton(props: { busy: boolean; children: ReactNode }) {
  return (
    <SubmitButton
      busy={props.busy}
      className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
    >
      {props.children}
    </SubmitButton>
  );
}
