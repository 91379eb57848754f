import { Confirm } from "~/components/admin/confirm";
import { useEffect, useRef } from "react";
import { data, Form, Link } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { AuditEntries } from "~/components/admin/audit-entries";
import { Card, Facts } from "~/components/admin/card";
import { categoryLabel } from "~/suppliers/registration-options";
import { Comparison, FileLink, InviteForm, QuoteStatusBadge } from "~/components/admin/quote-request";
import { describeEntries } from "~/audit/audit-trail.server";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { formatDate, formatDateTime, toDubaiDateTimeInput } from "~/lib/dates";
import { isUuid } from "~/lib/ids";
import { formatMoney, percentOf } from "~/lib/money";
import { privatePageMeta } from "~/marketing/page-meta";
import { awardQuoteRequest, compareQuotations, reviewAward } from "~/quotes/award.server";
import { canMoveQuoteRequest, invitesOpen, manualStatuses, quantitiesEditable } from "~/quotes/quote-rules";
import { getQuoteSettings } from "~/quotes/quote-settings.server";
import {
  getQuoteRequestFile,
  invitableSuppliers,
  inviteSuppliers,
  quoteRequestHistory,
  setLineQuantities,
  sourcingCategories,
  defaultDeadline,
  setQuoteRequestStatus,
} from "~/quotes/sourcing.server";
import { quoteActionSchema } from "~/quotes/sourcing-forms";
import { domainDeps } from "~/services.server";
import { quoteStatusLabels } from "~/admin/list-labels";
import { statusLabels } from "~/suppliers/lifecycle";
import { mayQuote } from "~/suppliers/quoting";
import type { Route } from "./+types/quote";
import { DomainError } from "~/lib/errors";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(args, args.loaderData ? `Quote request ${args.loaderData.reference}` : "Quote request");

const notFound = () => new DomainError(404, "There is no quote request with this id.");

export const shouldRevalidate = reloadAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const file = isUuid(params.id) ? await getQuoteRequestFile(db, params.id) : undefined;
  if (!file) throw notFound();
  const { request: quote } = file;
  const url = new URL(request.url);
  // "Show suppliers" asks again with other categories.
  const categories = sourcingCategories(
    file,
    url.searchParams.get("intent") === "suggest" ? url.searchParams.getAll("categories") : undefined,
  );
  const [candidates, settings, history] = await Promise.all([
    invitesOpen(quote.status) ? invitableSuppliers(db, categories) : [],
    getQuoteSettings(db),
    quoteRequestHistory(db, quote.id).then((entries) => describeEntries(db, entries)),
  ]);
  const comparison = compareQuotations(file);
  const fileHref = (fileId: string) => `/admin/quotes/${quote.id}/files/${fileId}`;
  const invited = new Set(file.invitations.map((invitation) => invitation.supplierId));
  return {
    reference: file.reference,
    request: {
      id: quote.id,
      status: quote.status,
      company: quote.company,
      contactName: quote.contactName,
      email: quote.email,
      phone: quote.phone,
      country: quote.country,
      deliveryCity: quote.deliveryCity,
      neededBy: quote.neededBy,
      budget: quote.budgetMinor === null ? null : formatMoney(quote.budgetMinor, "AED"),
      notes: quote.notes,
      language: quote.language,
      deadline: quote.deadline,
      closedAt: quote.closedAt,
      createdAt: quote.createdAt,
      categories: quote.categories,
      marginPercent: quote.marginBasisPoints === null ? null : percentOf(quote.marginBasisPoints),
      customerQuotationHref: quote.customerQuotationId ? fileHref(quote.customerQuotationId) : null,
    },
    attachment: file.attachment ? { ...file.attachment, href: fileHref(file.attachment.id) } : undefined,
    lines: file.lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      notes: line.notes,
      customerUnitPriceMinor: line.customerUnitPriceMinor,
    })),
    invitations: file.invitations.map((invitation) => ({
      ...invitation,
      email: undefined,
      quotedAt: file.quotations.find((quotation) => quotation.supplierId === invitation.supplierId)?.submittedAt,
    })),
    comparison: {
      lines: comparison.lines,
      quotations: comparison.quotations.map(({ attachmentId, ...quotation }) => ({
        ...quotation,
        attachmentHref: attachmentId ? fileHref(attachmentId) : null,
      })),
    },
    invite: {
      categories,
      deadline: toDubaiDateTimeInput(quote.deadline ?? defaultDeadline()),
      candidates: candidates.map((supplier) => ({ ...supplier, invited: invited.has(supplier.id) })),
    },
    marginPercent: percentOf(settings.marginBasisPoints),
    history,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  if (!isUuid(params.id)) throw notFound();
  const submission = parseForm(await readFormData(request, 64 * 1024), quoteActionSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const change = submission.value;
  return withFormErrors(context, submission, async () => {
    if (change.intent === "invite") {
      const { invited } = await inviteSuppliers(domainDeps(context), admin.actor, params.id, change);
      return {
        ...submission.reply(),
        done: invited ? `${invited} supplier${invited === 1 ? "" : "s"} invited by email.` : "Deadline saved.",
      };
    }
    if (change.intent === "quantities") {
      const changed = await setLineQuantities(context.services.db, admin.actor, params.id, change.quantity);
      return {
        ...submission.reply(),
        done: changed ? `${changed} quantit${changed === 1 ? "y" : "ies"} changed.` : "No quantity changed.",
      };
    }
    if (change.intent === "status") {
      await setQuoteRequestStatus(context.services.db, admin.actor, params.id, change.status);
      return { ...submission.reply(), done: `Marked ${quoteStatusLabels[change.status].toLowerCase()}.` };
    }
    const choices = {
      awards: Object.entries(change.award ?? {}).flatMap(([lineId, quotationId]) =>
        quotationId ? [{ lineId, quotationId }] : [],
      ),
      marginBasisPoints: change.margin,
      revisions: change.revision ?? {},
    };
    if (change.intent === "review-award") {
      return { ...submission.reply(), review: await reviewAward(context.services.db, params.id, choices) };
    }
    await awardQuoteRequest(domainDeps(context), admin.actor, params.id, {
      ...choices,
      reviewedTotalMinor: change.total,
    });
    return {
      ...submission.reply(),
      done: "Awarded. The quotation is on its way to the buyer, and the suppliers are told.",
    };
  });
}

export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { request: quote, reference, comparison } = loaderData;
  const errors = actionData?.error ?? undefined;
  const done = actionData && "done" in actionData ? actionData.done : undefined;
  const moves = manualStatuses.filter((status) => canMoveQuoteRequest(quote.status, status));
  const outcome = useRef<HTMLParagraphElement>(null);
  // "Send" goes away with the review it sent: the focus goes to what happened, not to the page's top.
  useEffect(() => {
    if (document.activeElement === document.body) outcome.current?.focus();
  }, [actionData]);
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/quotes" className="font-medium text-brand-700 underline">
          Quote requests
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-navy-900">{reference}</h1>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Received {formatDateTime(quote.createdAt)} · written in {quote.language === "ar" ? "Arabic" : "English"}
        {quote.deadline ? ` · quotations until ${formatDateTime(quote.deadline)}` : ""}
        {quote.closedAt ? " (closed)" : ""}
      </p>
      {done ? (
        <p
          ref={outcome}
          role="status"
          tabIndex={-1}
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {done}
        </p>
      ) : null}
      {errors?.[""]?.[0] && !errors.awards && !errors.margin ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {errors[""][0]}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card title="Buyer">
          <Facts
            rows={[
              ["Company", quote.company],
              ["Contact", quote.contactName],
              [
                "Email",
                <a key="email" href={`mailto:${quote.email}`} className="text-brand-700 underline">
                  {quote.email}
                </a>,
              ],
              [
                "Phone",
                <bdi key="phone" dir="ltr">
                  {quote.phone}
                </bdi>,
              ],
              ["Delivery", `${quote.deliveryCity}, ${quote.country}`],
              ["Needed by", formatDate(quote.neededBy)],
              ["Budget", quote.budget],
              [
                "Bill of materials",
                loaderData.attachment ? (
                  <span key="file">
                    <FileLink
                      href={loaderData.attachment.href}
                      name={loaderData.attachment.fileName}
                      sizeBytes={loaderData.attachment.sizeBytes}
                    />
                    {loaderData.attachment.fileName.endsWith(".csv") ? (
                      <span className="mt-1 block text-xs font-normal text-slate-500">
                        Sent by a visitor: open it as text, or in Excel with formulas turned off.
                      </span>
                    ) : null}
                  </span>
                ) : null,
              ],
            ]}
          />
          {quote.notes ? (
            <p dir="auto" className="mt-4 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-700">
              {quote.notes}
            </p>
          ) : null}
        </Card>
        <Card title="Lines">
          {quantitiesEditable(quote.status) ? (
            <QuantitiesForm lines={loaderData.lines} errors={errors ?? {}} />
          ) : (
            <ol className="divide-y divide-slate-100 text-sm">
              {loaderData.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-4 py-2">
                  <span>
                    <LineName line={line} />
                  </span>
                  <span className="text-end whitespace-nowrap">
                    × {line.quantity}
                    {line.customerUnitPriceMinor !== null ? (
                      <span className="block text-xs text-slate-500">
                        {formatMoney(line.customerUnitPriceMinor, "AED", undefined, "always")} each to the buyer
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          )}
          {quote.categories.length ? (
            <p className="mt-3 text-xs text-slate-500">Categories: {quote.categories.map(categoryLabel).join(", ")}</p>
          ) : null}
        </Card>
      </div>

      {quote.customerQuotationHref ? (
        <div className="mt-6">
          <Card title="Customer quotation">
            <p className="text-sm text-slate-700">
              Sent to the buyer with a {quote.marginPercent} % margin.{" "}
              <FileLink href={quote.customerQuotationHref} name={`${reference}.pdf`} />
            </p>
          </Card>
        </div>
      ) : null}

      {loaderData.invitations.length ? (
        <div className="mt-6">
          <Card title="Invited suppliers">
            <ul className="divide-y divide-slate-100 text-sm">
              {loaderData.invitations.map((invitation) => (
                <li key={invitation.supplierId} className="flex flex-wrap justify-between gap-2 py-2">
                  <Link
                    to={`/admin/supplier/${invitation.supplierId}`}
                    dir="auto"
                    className="font-medium text-brand-700 underline"
                  >
                    {invitation.companyName}
                  </Link>
                  <span className="text-slate-600">
                    {mayQuote(invitation.supplierStatus) ? "" : `${statusLabels[invitation.supplierStatus]} · `}
                    Invited {formatDateTime(invitation.invitedAt)}
                    {invitation.remindedAt ? ` · reminded ${formatDateTime(invitation.remindedAt)}` : ""}
                    {" · "}
                    {invitation.quotedAt ? `quoted ${formatDateTime(invitation.quotedAt)}` : "no quotation yet"}
                    {invitation.outcome ? ` · ${invitation.outcome === "awarded" ? "awarded" : "not selected"}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      ) : null}

      {comparison.quotations.length ? (
        <div className="mt-6">
          <Card title="Compare quotations">
            <Comparison
              lines={comparison.lines}
              quotations={comparison.quotations}
              canAward={canMoveQuoteRequest(quote.status, "quoted")}
              marginPercent={loaderData.marginPercent}
              errors={errors}
              review={actionData && "review" in actionData ? actionData.review : undefined}
            />
          </Card>
        </div>
      ) : null}

      {invitesOpen(quote.status) ? (
        <div className="mt-6">
          <Card title={quote.status === "new" ? "Source this request" : "Invite more suppliers or move the deadline"}>
            <InviteForm {...loaderData.invite} errors={errors} sourcing={quote.status === "sourcing"} />
          </Card>
        </div>
      ) : null}

      {moves.length ? (
        <div className="mt-6">
          <Card title="Status">
            <Form method="post">
              <input type="hidden" name="intent" value="status" />
              <Confirm id="confirm-status" error={errors?.confirm?.[0]}>
                I have the buyer&apos;s answer, or the request is to be dropped. The status cannot be changed back.
              </Confirm>
              <div className="mt-3 flex flex-wrap gap-3">
                {moves.map((status) => (
                  <button
                    key={status}
                    type="submit"
                    name="status"
                    value={status}
                    className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
                  >
                    {status === "cancelled" ? "Cancel the request" : `Mark ${quoteStatusLabels[status].toLowerCase()}`}
                  </button>
                ))}
              </div>
            </Form>
            <p className="mt-2 text-xs text-slate-500">
              Won or lost records the buyer&apos;s answer to the quotation; the figures on the dashboard count them.
            </p>
          </Card>
        </div>
      ) : null}

      <div className="mt-6">
        <Card title="History">
          <AuditEntries entries={loaderData.history} />
        </Card>
      </div>
    </>
  );
}

/** A line's item and the buyer's note on it. */
function LineName({ line }: { line: { name: string; notes: string | null } }) {
  return (
    <>
      <span className="font-medium">{line.name}</span>
      {line.notes ? (
        <span dir="auto" className="block text-xs text-slate-500">
          {line.notes}
        </span>
      ) : null}
    </>
  );
}

/** A new request's lines with their quantities to correct, say from the bill of materials, before suppliers are invited. */
function QuantitiesForm(props: {
  lines: Array<{ id: string; name: string; quantity: number; notes: string | null }>;
  /** The form's errors: each line's own under "quantity.<line id>". */
  errors: Record<string, string[] | null | undefined>;
}) {
  const errorOf = (lineId: string) => props.errors[`quantity.${lineId}`]?.[0];
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="quantities" />
      <p className="text-sm text-slate-600">
        Correct the quantities before inviting suppliers: they quote on them, and once they are invited the quantities
        stay as they are.
      </p>
      <ol className="mt-2 divide-y divide-slate-100 text-sm">
        {props.lines.map((line) => (
          <li key={line.id} className="flex items-center justify-between gap-4 py-2">
            <label htmlFor={`quantity-${line.id}`}>
              <LineName line={line} />
            </label>
            <span className="text-end">
              <input
                id={`quantity-${line.id}`}
                name={`quantity.${line.id}`}
                defaultValue={line.quantity}
                inputMode="numeric"
                required
                aria-invalid={errorOf(line.id) ? true : undefined}
                aria-describedby={errorOf(line.id) ? `quantity-error-${line.id}` : undefined}
                className="w-24 rounded-md border border-slate-300 px-2 py-1.5 text-end aria-invalid:border-red-600"
              />
              {errorOf(line.id) ? (
                <span id={`quantity-error-${line.id}`} className="mt-1 block max-w-48 text-xs font-medium text-red-700">
                  {errorOf(line.id)}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>

      <button
        type="submit"
        className="mt-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50"
      >
        Save quantities
      </button>
    </Form>
  );
}
