import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2, ClipboardList, Info, X } from "lucide-react";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { FormAlert, FormField, Honeypot, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useLocalPath } from "~/marketing/use-local-path";
import { MAX_LINE_NOTE, type BasketLine } from "~/quotes/basket";
import { registrationCountries } from "~/suppliers/registration-options";
import { SubmitButton } from "~/components/ui/submit-button";

/** A line of the basket as the page shows it: the item's name and detail in the page's language. */
export interface ShownLine extends BasketLine {
  name: string;
  detail: string;
}

const removeForm = "quote-basket-remove";
const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy-900 shadow-sm hover:bg-slate-50";

/**
 * The basket and the buyer's details in one form, so that sending takes the quantities and notes as
 * they stand. "Save" keeps the basket and the rest as typed, and is the button Enter presses (the
 * first of the form's); each line's remove button belongs to a small form of its own, outside this one.
 */
export function QuoteRequestForm(props: {
  lines: ShownLine[];
  /** Today in Dubai and twelve months on ("YYYY-MM-DD"): the range of the needed-by date. */
  today: string;
  latest: string;
  notice?: { tone: "success" | "info"; text: string };
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { lines, today } = props;
  const { t } = useTranslation("quoteRequest");
  const { t: shell } = useTranslation("shell");
  const local = useLocalPath();
  const navigation = useNavigation();
  const submit = useSubmit();
  // Until the confirmation page has loaded, not only while the form is posted.
  const sending = navigation.formData?.get("intent") === "send";
  const messages = t("errors", { returnObjects: true });
  const loadSchema = useCallback(
    () => import("~/quotes/quote-request-form").then((module) => module.quoteRequestSchema(messages, today)),
    [messages, today],
  );
  const { form, fields, events } = useValidatedForm(loadSchema, {
    lastResult: props.lastResult,
    defaultValue: { country: "UAE" },
  });
  const text = (
    name: "company" | "contactName" | "email" | "phone" | "deliveryCity" | "budget",
    type: "text" | "email" | "tel" = "text",
  ) => ({ ...getInputProps(fields[name], { type }), className: inputClass });
  // What the visitor last sent for a line, when the page comes back with a message (without JavaScript).
  const posted = (props.lastResult?.initialValue as { lines?: Array<Record<string, string>> } | undefined)?.lines;
  const lineValue = (index: number, line: ShownLine, field: "quantity" | "note") => {
    const sent = posted?.[index];
    return sent?.item === line.item ? sent[field] : field === "quantity" ? String(line.quantity) : line.note;
  };

  return (
    <>
      <Form
        method="post"
        action={local("/quote-request")}
        encType="multipart/form-data"
        {...getFormProps(form)}
        {...events}
        className="space-y-8"
      >
        {/* Enter in a field presses a form's first submit button: here, sending the request rather
            than saving the basket's quantities, whose button comes first on the page. */}
        <button type="submit" name="intent" value="send" hidden tabIndex={-1} aria-hidden />
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id="quote-items" className="text-2xl font-bold text-navy-900">
              {t("basket.title")}
            </h2>
            {lines.length > 0 ? (
              <p className="text-sm text-slate-600">{t("basket.count", { count: lines.length })}</p>
            ) : null}
          </div>
          {props.notice ? <Notice tone={props.notice.tone}>{props.notice.text}</Notice> : null}
          <p id={fields.lines.errorId} role="alert" className="mt-4 text-sm font-medium text-red-700 empty:hidden">
            {fields.lines.errors?.[0]}
          </p>

          {lines.length === 0 ? (
            <div className="mt-6 rounded-lg border border-dashed border-slate-300 px-6 py-8 text-center">
              <ClipboardList aria-hidden className="mx-auto size-10 text-slate-400" />
              <p className="mt-3 font-semibold text-navy-900">{t("basket.emptyTitle")}</p>
              <p className="mx-auto mt-1 max-w-xl text-sm leading-6 text-slate-600">{t("basket.emptyText")}</p>
              <CatalogueLinks prominent className="mt-5 justify-center" />
            </div>
          ) : (
            <>
              <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
                {lines.map((line, index) => {
                  const name = `lines[${index}]`;
                  const id = `${form.id}-line-${index}`;
                  const quantityErrors = form.allErrors[`${name}.quantity`];
                  const noteErrors = form.allErrors[`${name}.note`];
                  const forItem = <span className="sr-only"> {t("basket.forItem", { name: line.name })}</span>;
                  return (
                    <li
                      key={line.item}
                      className="grid grid-cols-[5.5rem_1fr] gap-x-4 gap-y-3 py-5 md:grid-cols-[1fr_6.5rem_13rem_auto] md:items-start"
                    >
                      <div className="col-span-2 md:col-span-1 md:pt-7">
                        <input type="hidden" name={`${name}.item`} value={line.item} />
                        <p className="font-semibold text-navy-900">{line.name}</p>
                        <p className="mt-0.5 text-sm text-slate-500">{line.detail}</p>
                      </div>
                      <div>
                        <label htmlFor={`${id}-quantity`} className="block text-sm font-medium text-navy-900">
                          {t("basket.quantity")}
                          {forItem}
                        </label>
                        <input
                          id={`${id}-quantity`}
                          name={`${name}.quantity`}
                          // Text, not number: a number field refuses digits typed on an Arabic keyboard.
                          type="text"
                          inputMode="numeric"
                          dir="ltr"
                          required
                          defaultValue={lineValue(index, line, "quantity")}
                          aria-invalid={quantityErrors ? true : undefined}
                          aria-describedby={quantityErrors ? `${id}-quantity-error` : undefined}
                          className={inputClass}
                        />
                      </div>
                      <div>
                        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-navy-900">
                          {t("basket.note")}
                          {forItem}
                        </label>
                        <input
                          id={`${id}-note`}
                          name={`${name}.note`}
                          type="text"
                          maxLength={MAX_LINE_NOTE}
                          defaultValue={lineValue(index, line, "note")}
                          placeholder={t("basket.notePlaceholder")}
                          aria-invalid={noteErrors ? true : undefined}
                          aria-describedby={noteErrors ? `${id}-note-error` : undefined}
                          className={inputClass}
                        />
                      </div>
                      <div className="col-span-2 flex justify-end md:col-span-1 md:pt-7">
                        <button
                          type="submit"
                          form={removeForm}
                          name="item"
                          value={line.item}
                          className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-slate-600 hover:bg-red-50 hover:text-red-700"
                        >
                          <X aria-hidden className="size-4" />
                          {t("basket.remove")}
                          <span className="sr-only"> {line.name}</span>
                        </button>
                      </div>
                      {quantityErrors || noteErrors ? (
                        <div className="col-span-2 space-y-1 text-sm text-red-700 md:col-span-4">
                          {quantityErrors ? <p id={`${id}-quantity-error`}>{quantityErrors[0]}</p> : null}
                          {noteErrors ? <p id={`${id}-note-error`}>{noteErrors[0]}</p> : null}
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              <div className="mt-5 flex flex-wrap items-center justify-between gap-4">
                <SubmitButton
                  busy={sending}
                  name="intent"
                  value="update"
                  formNoValidate
                  // Conform would check the whole form first: saving the basket needs only its lines.
                  onClick={(event) => {
                    event.preventDefault();
                    void submit(event.currentTarget, { preventScrollReset: true });
                  }}
                  className={secondaryButton}
                >
                  {t("basket.update")}
                </SubmitButton>
                <CatalogueLinks label={t("basket.addMore")} />
              </div>
            </>
          )}
        </div>

        <div className="space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div>
            <h2 className="text-2xl font-bold text-navy-900">{t("form.title")}</h2>
            <p className="mt-1 text-sm text-slate-600">{t("form.required")}</p>
          </div>
          <FormAlert id={form.errorId} errors={form.errors} />

          <div className="grid gap-6 sm:grid-cols-2">
            <FormField label={t("form.company")} field={fields.company}>
              <input {...text("company")} autoComplete="organization" />
            </FormField>
            <FormField label={t("form.contactName")} field={fields.contactName}>
              <input {...text("contactName")} autoComplete="name" />
            </FormField>
            <FormField label={t("form.email")} field={fields.email}>
              <input {...text("email", "email")} autoComplete="email" dir="ltr" />
            </FormField>
            <FormField label={t("form.phone")} field={fields.phone}>
              <input {...text("phone", "tel")} autoComplete="tel" placeholder={t("form.phonePlaceholder")} dir="ltr" />
            </FormField>
            <FormField label={t("form.country")} field={fields.country}>
              <select {...getSelectProps(fields.country)} className={inputClass} autoComplete="country-name">
                {registrationCountries.map((country) => (
                  <option key={country} value={country}>
                    {shell(`countries.${country}`)}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={t("form.deliveryCity")} field={fields.deliveryCity}>
              <input
                {...text("deliveryCity")}
                autoComplete="address-level2"
                placeholder={t("form.deliveryCityPlaceholder")}
              />
            </FormField>
            <FormField label={t("form.neededBy")} field={fields.neededBy}>
              <input
                {...getInputProps(fields.neededBy, { type: "date" })}
                min={today}
                max={props.latest}
                className={inputClass}
              />
            </FormField>
            <FormField label={t("form.budget")} field={fields.budget} optional>
              <input
                {...text("budget")}
                inputMode="decimal"
                placeholder={t("form.budgetPlaceholder")}
                dir="ltr"
                aria-describedby={[`${fields.budget.id}-help`, fields.budget.errors ? fields.budget.errorId : ""]
                  .join(" ")
                  .trim()}
              />
              <p id={`${fields.budget.id}-help`} className="mt-1.5 text-xs text-slate-500">
                {t("form.budgetHelp")}
              </p>
            </FormField>
          </div>

          <FormField label={t("form.attachment")} field={fields.attachment} optional>
            <input
              {...getInputProps(fields.attachment, { type: "file" })}
              accept=".pdf,.xlsx,.csv,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              aria-describedby={[
                `${fields.attachment.id}-help`,
                fields.attachment.errors ? fields.attachment.errorId : "",
              ]
                .join(" ")
                .trim()}
              className="mt-1.5 block w-full text-sm text-slate-700 file:me-4 file:rounded-md file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:font-semibold file:text-white"
            />
            <p id={`${fields.attachment.id}-help`} className="mt-1.5 text-xs text-slate-500">
              {t("form.attachmentAgain")}
            </p>
          </FormField>

          <FormField label={t("form.notes")} field={fields.notes} optional>
            <textarea
              {...getTextareaProps(fields.notes)}
              rows={4}
              className={inputClass}
              placeholder={t("form.notesPlaceholder")}
            />
          </FormField>

          <Honeypot />

          <div>
            <SubmitButton
              name="intent"
              value="send"
              busy={sending}
              className="w-full rounded-md bg-brand-500 px-6 py-3 font-semibold text-navy-950 shadow hover:bg-brand-400 sm:w-auto"
            >
              {sending ? t("form.sending") : t("form.submit")}
            </SubmitButton>
            <p className="mt-4 text-xs text-slate-500">
              {t("form.privacy")}{" "}
              <Link to={local("/privacy-policy")} className="underline">
                {t("form.privacyLink")}
              </Link>
              .
            </p>
          </div>
        </div>
      </Form>
      {/* Outside the form above: its remove buttons name it with their `form` attribute. */}
      <Form method="post" action={local("/quote-request")} id={removeForm} preventScrollReset hidden>
        <input type="hidden" name="intent" value="remove" />
      </Form>
    </>
  );
}

function CatalogueLinks(props: { label?: string; prominent?: boolean; className?: string }) {
  const { t } = useTranslation("quoteRequest");
  const local = useLocalPath();
  const link = props.prominent
    ? "rounded-md bg-navy-900 px-4 py-2.5 font-semibold text-white hover:bg-navy-800"
    : "font-semibold text-brand-700 underline hover:text-navy-900";
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 ${props.className ?? ""}`}>
      {props.label ? <span>{props.label}</span> : null}
      <Link to={local("/products")} className={link}>
        {t("basket.products")}
      </Link>
      <Link to={local("/hardware")} className={link}>
        {t("basket.hardware")}
      </Link>
    </p>
  );
}

function Notice({ tone, children }: { tone: "success" | "info"; children: ReactNode }) {
  const Icon = tone === "success" ? CheckCircle2 : Info;
  return (
    <p
      role="status"
      className={`mt-4 flex items-start gap-2 rounded-md px-4 py-3 text-sm ${
        tone === "success" ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-950"
      }`}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
