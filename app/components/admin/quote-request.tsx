import { CheckCircle2, FileText } from "lucide-react";
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { quoteStatusLabels } from "~/admin/list-labels";
import { inputClass } from "~/components/ui/form-field";
import { englishName } from "~/i18n/languages";
import { formatDate, formatDateTime } from "~/lib/dates";
import { formatFileSize } from "~/lib/file-size";
import { formatMoney, percentOf } from "~/lib/money";
import { formatVatRate } from "~/payments/tax";
import type { AwardReview } from "~/quotes/award.server";
import type { QuoteRequestStatus } from "~/quotes/quote-rules";
import { categoryLabel, productCategories } from "~/suppliers/registration-options";
import { SubmitButton } from "~/components/ui/submit-button";
import { SidewaysScroll } from "~/components/ui/sideways-scroll";

// The pieces of /admin/quotes and /admin/quotes/{id}; the admin area is in English.

const colours: Record<QuoteRequestStatus, string> = {
  new: "bg-amber-100 text-amber-900",
  sourcing: "bg-sky-100 text-sky-900",
  quoted: "bg-indigo-100 text-indigo-900",
  won: "bg-green-100 text-green-900",
  lost: "bg-slate-200 text-slate-800",
  cancelled: "bg-red-100 text-red-900",
};

export function QuoteStatusBadge({ status }: { status: QuoteRequestStatus }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}>
      {quoteStatusLabels[status]}
    </span>
  );
}

export function FileLink({ href, name, sizeBytes }: { href: string; name: string; sizeBytes?: number }) {
  const { t } = useTranslation();
  return (
    <a href={href} className="inline-flex items-center gap-2 font-medium text-brand-700 underline">
      <FileText aria-hidden className="size-4" /> {name}
      {sizeBytes ? <span className="text-xs text-slate-500">({formatFileSize(sizeBytes, t)})</span> : null}
    </a>
  );
}

const buttonClass =
  "rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60";

function IntentButton({ intent, busyText, children }: { intent: string; busyText: string; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === intent;
  return (
    <SubmitButton name="intent" value={intent} busy={busy} className={buttonClass}>
      {busy ? busyText : children}
    </SubmitButton>
  );
}

export interface InviteFormProps {
  categories: string[];
  deadline: string;
  candidates: Array<{
    id: string;
    companyName: string;
    country: string;
    city: string;
    productCategories: string[];
    suggested: boolean;
    invited: boolean;
  }>;
  errors?: Record<string, string[] | null>;
  sourcing: boolean;
}

/** Categories, response deadline and the suppliers to invite, suggested ones first and ticked. */
export function InviteForm({ categories, deadline, candidates, errors, sourcing }: InviteFormProps) {
  const error = (name: string) => errors?.[name]?.[0];
  return (
    <Form method="post" noValidate className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Product categories</legend>
        <p className="text-xs text-slate-500">
          Suppliers registered in these categories are suggested below. Change them and press &ldquo;Show
          suppliers&rdquo; to see others.
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {productCategories.map((category) => (
            <label key={category.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="categories"
                value={category.value}
                defaultChecked={categories.includes(category.value)}
                className="size-4 rounded border-slate-300"
              />
              {category.label}
            </label>
          ))}
        </div>
        <button
          type="submit"
          name="intent"
          value="suggest"
          formMethod="get"
          className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-navy-900 hover:bg-slate-50"
        >
          Show suppliers
        </button>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-navy-900">Active suppliers to invite</legend>
        {candidates.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            No supplier is active. Suppliers can be invited once they have paid and their subscription is active.
          </p>
        ) : (
          <ul className="mt-2 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-md ring-1 ring-slate-200">
            {candidates.map((supplier) => (
              <li key={supplier.id} className="flex items-start gap-3 px-3 py-2 text-sm">
                <input
                  id={`supplier-${supplier.id}`}
                  type="checkbox"
                  name="supplierIds"
                  value={supplier.id}
                  defaultChecked={supplier.invited || (!sourcing && supplier.suggested)}
                  disabled={supplier.invited}
                  className="mt-0.5 size-4 rounded border-slate-300"
                />
                <label htmlFor={`supplier-${supplier.id}`} className="flex-1">
                  <span dir="auto" className="font-medium text-navy-900">
                    {supplier.companyName}
                  </span>
                  {supplier.invited ? (
                    <span className="ms-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                      Invited
                    </span>
                  ) : supplier.suggested ? (
                    <span className="ms-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                      Suggested
                    </span>
                  ) : null}
                  <span className="block text-xs text-slate-500">
                    {supplier.city}, {supplier.country} · {supplier.productCategories.map(categoryLabel).join(", ")}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {error("supplierIds") ? <p className="mt-1 text-sm text-red-700">{error("supplierIds")}</p> : null}
      </fieldset>
      <div>
        <label htmlFor="deadline" className="block text-sm font-semibold text-navy-900">
          Deadline for quotations (Dubai time)
        </label>
        <input
          id="deadline"
          name="deadline"
          type="datetime-local"
          defaultValue={deadline}
          required
          aria-invalid={error("deadline") ? true : undefined}
          aria-describedby={error("deadline") ? "deadline-error" : undefined}
          className={`${inputClass} max-w-xs`}
        />
        {error("deadline") ? (
          <p id="deadline-error" className="mt-1 text-sm text-red-700">
            {error("deadline")}
          </p>
        ) : (
          <p className="mt-1 text-xs text-slate-500">
            Invited suppliers who have not quoted are reminded a day before; no quotation is accepted after it. A new
            deadline reminds them again.
          </p>
        )}
      </div>
      <IntentButton intent="invite" busyText="Inviting…">
        {sourcing ? "Invite and save the deadline" : "Invite suppliers"}
      </IntentButton>
    </Form>
  );
}

export interface ComparisonProps {
  lines: Array<{
    id: string;
    name: string;
    quantity: number;
    awardedQuotationId: string | null;
    prices: Array<{ quotationId: string; unitMinor: number; currency: string; unitAed: number; lowest: boolean }>;
  }>;
  quotations: Array<{
    id: string;
    companyName: string;
    currency: string;
    leadTimeDays: number;
    validUntil: string;
    warranty: string;
    notes: string | null;
    revision: number;
    submittedAt: Date | string;
    attachmentHref: string | null;
    shortest: boolean;
    linesPriced: number;
    totalAed: number;
  }>;
  canAward: boolean;
  marginPercent: number;
  errors?: Record<string, string[] | null>;
  /** What the choices would send the buyer, shown for a last look before sending. */
  review?: AwardReview;
}

/**
 * The quotations side by side: a column per supplier, a row per line, the lowest price per line and
 * the shortest lead time marked. While the request is sourcing each cell is also the choice of who
 * gets the line (the lowest price is chosen to start with).
 */
const aed = (minor: number) => formatMoney(minor, "AED", undefined, "always");

export function Comparison({ lines, quotations, canAward, marginPercent, errors, review }: ComparisonProps) {
  const error = errors?.awards?.[0] ?? errors?.margin?.[0] ?? errors?.[""]?.[0];
  const reviewed = review?.choices;
  // The review shows what its own choices send; once the form above changes, it no longer matches it.
  const [changedAfter, setChangedAfter] = useState<AwardReview>();
  /** The reviewed choice, or else the lowest price. */
  const chosenFor = (line: ComparisonProps["lines"][number]) =>
    reviewed
      ? reviewed.awards.find((award) => award.lineId === line.id)?.quotationId
      : line.prices.find((price) => price.lowest)?.quotationId;
  const table = (
    <SidewaysScroll>
      <table className="min-w-full text-sm">
        <caption className="sr-only">Quotations per line, prices converted to dirhams</caption>
        <thead className="bg-slate-50 text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Line
            </th>
            {quotations.map((quotation) => (
              <th key={quotation.id} scope="col" className="px-3 py-2 align-bottom font-semibold">
                <span dir="auto">{quotation.companyName}</span>
                <span className="block text-xs font-normal text-slate-500">
                  {quotation.currency} · revision {quotation.revision}
                </span>
              </th>
            ))}
            {canAward ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Not awarded
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line) => {
            const chosen = chosenFor(line);
            return (
              <tr key={line.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {line.name}
                  <span className="block text-xs font-normal text-slate-500">Quantity {line.quantity}</span>
                </th>
                {quotations.map((quotation) => {
                  const price = line.prices.find((candidate) => candidate.quotationId === quotation.id);
                  const awarded = line.awardedQuotationId === quotation.id;
                  return (
                    <td key={quotation.id} className={`px-3 py-2 ${price?.lowest ? "bg-green-50" : ""}`}>
                      {price ? (
                        <label className="flex items-start gap-2">
                          {canAward ? (
                            <input
                              type="radio"
                              name={`award.${line.id}`}
                              value={quotation.id}
                              defaultChecked={quotation.id === chosen}
                              className="mt-1 size-4"
                            />
                          ) : null}
                          <span>
                            <span className="font-semibold">{aed(price.unitAed * line.quantity)}</span>
                            <span className="block text-xs text-slate-500">
                              {formatMoney(price.unitMinor, price.currency, undefined, "always")} each
                            </span>
                            {price.lowest ? (
                              <span className="text-xs font-semibold text-green-800">Lowest price</span>
                            ) : null}
                            {awarded ? (
                              <span className="inline-flex items-center gap-1 text-xs font-semibold text-indigo-800">
                                <CheckCircle2 aria-hidden className="size-3" /> Awarded
                              </span>
                            ) : null}
                          </span>
                        </label>
                      ) : (
                        <span className="text-xs text-slate-500">Not quoted</span>
                      )}
                    </td>
                  );
                })}
                {canAward ? (
                  <td className="px-3 py-2">
                    <input
                      type="radio"
                      name={`award.${line.id}`}
                      value=""
                      defaultChecked={!chosen}
                      aria-label={`Do not award ${line.name}`}
                      className="size-4"
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 align-top">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total of lines priced
            </th>
            {quotations.map((quotation) => (
              <td key={quotation.id} className="px-3 py-2 font-semibold">
                {aed(quotation.totalAed)}
                <span className="block text-xs font-normal text-slate-500">
                  {quotation.linesPriced} of {lines.length} lines
                </span>
              </td>
            ))}
            {canAward ? <td /> : null}
          </tr>
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Lead time
            </th>
            {quotations.map((quotation) => (
              <td key={quotation.id} className={`px-3 py-2 ${quotation.shortest ? "bg-green-50" : ""}`}>
                {quotation.leadTimeDays} days
                {quotation.shortest ? (
                  <span className="block text-xs font-semibold text-green-800">Shortest</span>
                ) : null}
              </td>
            ))}
            {canAward ? <td /> : null}
          </tr>
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Terms
            </th>
            {quotations.map((quotation) => (
              <td key={quotation.id} className="px-3 py-2 text-xs text-slate-600">
                Valid until {formatDate(quotation.validUntil)}
                <span dir="auto" className="block">
                  Warranty: {quotation.warranty}
                </span>
                {quotation.notes ? (
                  <span dir="auto" className="block whitespace-pre-line">
                    {quotation.notes}
                  </span>
                ) : null}
                {quotation.attachmentHref ? (
                  <a href={quotation.attachmentHref} className="mt-1 inline-block font-medium text-brand-700 underline">
                    Supplier&apos;s PDF
                  </a>
                ) : null}
                <span className="block">Sent {formatDateTime(quotation.submittedAt)}</span>
              </td>
            ))}
            {canAward ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </SidewaysScroll>
  );
  if (!canAward) return table;
  return (
    <>
      <Form method="post" noValidate preventScrollReset className="space-y-4" onChange={() => setChangedAfter(review)}>
        {table}
        {quotations.map((quotation) => (
          <input key={quotation.id} type="hidden" name={`revision.${quotation.id}`} value={quotation.revision} />
        ))}
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="award-margin" className="block text-sm font-semibold text-navy-900">
              Margin (%)
            </label>
            <input
              id="award-margin"
              name="margin"
              defaultValue={String(reviewed ? percentOf(reviewed.marginBasisPoints) : marginPercent)}
              inputMode="decimal"
              required
              className={`${inputClass} w-28`}
            />
          </div>
          <IntentButton intent="review-award" busyText="Pricing the quotation…">
            Review the quotation for the buyer
          </IntentButton>
        </div>
        <p className="text-xs text-slate-500">
          Each chosen line is quoted at the supplier&apos;s cost in dirhams plus the margin, with VAT added, in a PDF in
          the buyer&apos;s language. You see it before it is sent; the suppliers who quoted are then told whether they
          were selected.
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </Form>
      {review ? <AwardReviewPanel review={review} stale={changedAfter === review} /> : null}
    </>
  );
}

/** The quotation as the buyer would receive it, and the one button that sends it. */
function AwardReviewPanel({ review, stale }: { review: AwardReview; stale: boolean }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [review]);
  const { choices } = review;
  return (
    <section aria-labelledby={id} className="mt-6 rounded-lg border-2 border-navy-900 p-4">
      <h3 id={id} ref={heading} tabIndex={-1} className="text-base font-semibold text-navy-900">
        Check the quotation before it is sent
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        To <span dir="auto">{review.buyer.company}</span> ({review.buyer.email}), as a PDF in{" "}
        {englishName[review.buyer.language]}. Prices valid until {formatDate(review.validUntil)}; delivery within{" "}
        {review.leadTimeDays} days.
      </p>
      <SidewaysScroll className="mt-3">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Lines of the quotation to the buyer</caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Line
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Supplied by
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Unit price to the buyer
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {review.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {line.name}
                  <span className="block text-xs font-normal text-slate-500">Quantity {line.quantity}</span>
                </th>
                <td className="px-3 py-2" dir="auto">
                  {line.supplier ?? <span className="text-slate-500">Not quoted to the buyer</span>}
                </td>
                <td className="px-3 py-2 text-right">{line.unitMinor === null ? "—" : aed(line.unitMinor)}</td>
                <td className="px-3 py-2 text-right">
                  {line.unitMinor === null ? "—" : aed(line.unitMinor * line.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200">
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-1 text-right font-medium">
                Subtotal
              </th>
              <td className="px-3 py-1 text-right">{aed(review.subtotalMinor)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-1 text-right font-medium">
                VAT at {formatVatRate(review.vatRateBasisPoints)}
              </th>
              <td className="px-3 py-1 text-right">{aed(review.vatMinor)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-1 text-right font-semibold">
                Total to the buyer
              </th>
              <td className="px-3 py-1 text-right font-semibold">{aed(review.totalMinor)}</td>
            </tr>
          </tfoot>
        </table>
      </SidewaysScroll>
      {review.notSelected.length ? (
        <p className="mt-3 text-sm text-slate-700">
          Told they were not selected:{" "}
          {review.notSelected.map((name, index) => (
            <Fragment key={name}>
              {index ? ", " : ""}
              <bdi>{name}</bdi>
            </Fragment>
          ))}
          .
        </p>
      ) : null}
      {review.closedEarlyFor.length && review.deadline ? (
        <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {review.closedEarlyFor.length === 1
            ? "1 invited supplier has not quoted yet"
            : `${review.closedEarlyFor.length} invited suppliers have not quoted yet`}{" "}
          (quotations are open until {formatDateTime(review.deadline)}):{" "}
          {review.closedEarlyFor.map((name, index) => (
            <Fragment key={index}>
              {index ? ", " : ""}
              <bdi>{name}</bdi>
            </Fragment>
          ))}
          . Sending the quotation now closes the request, and they will be told it has closed.
        </p>
      ) : null}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="margin" value={String(percentOf(choices.marginBasisPoints))} />
        {choices.awards.map((award) => (
          <input key={award.lineId} type="hidden" name={`award.${award.lineId}`} value={award.quotationId} />
        ))}
        {Object.entries(choices.revisions).map(([quotationId, revision]) => (
          <input key={quotationId} type="hidden" name={`revision.${quotationId}`} value={String(revision)} />
        ))}
        <input type="hidden" name="total" value={String(choices.reviewedTotalMinor)} />
        {stale ? (
          <p role="status" className="text-sm font-medium text-amber-900">
            You changed the choices above: review the quotation again before sending it.
          </p>
        ) : (
          <>
            <IntentButton intent="award" busyText="Sending the quotation…">
              Send the quotation to the buyer
            </IntentButton>
            <p className="text-xs text-slate-500">To change it, choose again above and review it again.</p>
          </>
        )}
      </Form>
    </section>
  );
}
