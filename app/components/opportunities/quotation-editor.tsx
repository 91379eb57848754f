import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass, SelectField } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Opportunity } from "~/quotes/opportunities.server";
import { decimalAmount } from "~/lib/money";
import { parseAmount, MAX_QUOTATION_NOTES_LENGTH } from "~/quotes/quotation-amounts";
import type { QuotationMessages } from "~/quotes/quotation-form";
import { quoteCurrencyCodes } from "~/quotes/quote-rules";
import { warrantyPeriodIn, warrantyPeriods, warrantyServices } from "~/quotes/warranty";
import { LinesTable } from "./lines-table";
import { SubmitButton } from "~/components/ui/submit-button";

const loadQuotationSchema = (messages: QuotationMessages) => () =>
  import("~/quotes/quotation-form").then((module) => module.quotationSchema(messages));

/**
 * The supplier's quotation as a form: a unit price per line (empty: cannot supply), the currency,
 * lead time, validity, warranty period and service, notes and a PDF. Works as a plain form; with JavaScript it checks
 * as the supplier types and keeps the totals up to date.
 */
export function QuotationEditor(props: {
  opportunity: Opportunity;
  today: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { opportunity } = props;
  const quotation = opportunity.quotation;
  const { t } = useTranslation("opportunities");
  const local = useLocalPath();
  const busy = useNavigation().state === "submitting";
  const messages = t("errors", { returnObjects: true });
  const loadSchema = useMemo(() => loadQuotationSchema(messages), [messages]);
  const quoted = new Map(quotation?.lines.map((line) => [line.lineId, line.unitPriceMinor]));
  const { form, fields, events } = useValidatedForm(loadSchema, {
    lastResult: props.lastResult,
    defaultValue: {
      lines: opportunity.lines.map((line) => {
        const price = quoted.get(line.id);
        return { lineId: line.id, price: price === undefined ? "" : decimalAmount(price) };
      }),
      currency: quotation?.currency ?? "AED",
      leadTimeDays: quotation ? String(quotation.leadTimeDays) : "",
      validUntil: quotation?.validUntil ?? "",
      // A quotation sent before warranties were chosen from the lists is given one on revising.
      warrantyMonths: quotation?.warrantyMonths == null ? "" : String(quotation.warrantyMonths),
      warrantyService: quotation?.warrantyService ?? "",
      notes: quotation?.notes ?? "",
    },
  });
  const lineFields = fields.lines.getFieldList();
  const priceFieldOf = (index: number) => lineFields[index]?.getFieldset().price;
  // Formatting throws on a code that is not a currency, as a tampered form sent back could carry.
  const chosen = fields.currency.value;
  const currency = quoteCurrencyCodes.find((code) => code === chosen) ?? "AED";

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      {...events}
      className="overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
    >
      <div className="space-y-4 p-6">
        <h2 className="text-xl font-bold text-navy-900">{quotation ? t("form.reviseTitle") : t("form.title")}</h2>
        <p className="text-sm text-slate-600">{t("form.help")}</p>
        <FormAlert id={form.errorId} errors={form.errors} />
        <div className="max-w-xs">
          <FormField label={t("form.currency")} field={fields.currency}>
            <select {...getSelectProps(fields.currency)} className={inputClass}>
              {quoteCurrencyCodes.map((code) => (
                <option key={code} value={code}>
                  {t(`currencies.${code}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </div>
      <LinesTable
        lines={opportunity.lines}
        currency={currency}
        priceOf={(line) => {
          const value = priceFieldOf(opportunity.lines.indexOf(line))?.value;
          return typeof value === "string" ? parseAmount(value) : undefined;
        }}
        priceField={(line, index) => {
          const price = priceFieldOf(index);
          const lineId = lineFields[index]?.getFieldset().lineId;
          if (!price || !lineId) return null;
          return (
            <>
              <input type="hidden" name={lineId.name} value={line.id} />
              <label htmlFor={price.id} className="block text-xs text-slate-500 md:sr-only">
                {t("detail.unitPrice")}
                <span className="sr-only">
                  {" "}
                  <bdi>{line.name}</bdi>
                </span>
              </label>
              <input
                {...getInputProps(price, { type: "text" })}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                className={`${inputClass} md:ms-auto md:mt-0 md:w-36 md:text-end`}
              />
              <p id={price.errorId} className="mt-1 text-xs text-red-700 empty:hidden md:text-end">
                {price.errors?.[0]}
              </p>
            </>
          );
        }}
      />
      <div className="grid gap-6 border-t border-slate-100 p-6 sm:grid-cols-2">
        <FormField label={t("form.leadTime")} field={fields.leadTimeDays}>
          <input
            // Text, not number: a number field refuses digits typed on an Arabic keyboard.
            {...getInputProps(fields.leadTimeDays, { type: "text" })}
            inputMode="numeric"
            dir="ltr"
            className={inputClass}
          />
        </FormField>
        <FormField label={t("form.validUntil")} field={fields.validUntil}>
          <input {...getInputProps(fields.validUntil, { type: "date" })} min={props.today} className={inputClass} />
        </FormField>
        <SelectField
          label={t("form.warrantyPeriod")}
          field={fields.warrantyMonths}
          prompt={t("form.choose")}
          options={warrantyPeriods.map((months) => ({
            value: String(months),
            label: warrantyPeriodIn(t, months),
          }))}
        />
        <SelectField
          label={t("form.warrantyService")}
          field={fields.warrantyService}
          prompt={t("form.choose")}
          options={warrantyServices.map((service) => ({
            value: service,
            label: t(`warranty.serviceChoice.${service}`),
          }))}
        />
        <div className="sm:col-span-2">
          <FormField label={t("form.notes")} field={fields.notes} optional>
            <textarea
              {...getTextareaProps(fields.notes)}
              rows={3}
              maxLength={MAX_QUOTATION_NOTES_LENGTH}
              dir="auto"
              className={inputClass}
            />
          </FormField>
        </div>
        <div className="sm:col-span-2">
          <FormField label={t("form.attachment")} field={fields.attachment} optional>
            <input
              {...getInputProps(fields.attachment, { type: "file" })}
              accept="application/pdf,.pdf"
              className={`${inputClass} file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold file:text-navy-900`}
            />
          </FormField>
          <p className="mt-1.5 text-xs text-slate-500">
            {t("form.attachmentHelp")}
            {quotation?.attachmentName ? ` ${t("form.attachmentReplaces", { name: quotation.attachmentName })}` : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 bg-slate-50 px-6 py-4">
        <SubmitButton
          busy={busy}
          className="rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
        >
          {busy ? t("form.sending") : quotation ? t("form.sendRevision") : t("form.send")}
        </SubmitButton>
        {quotation ? (
          <Link
            to={local(`/supplier-dashboard/opportunities/${opportunity.id}`)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t("form.cancel")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
