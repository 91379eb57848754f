import { Download } from "lucide-react";
import { data, Form, Link, useLocation, useNavigation } from "react-router";
import { quoteFolders } from "~/admin/list-labels";
import { readListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/guards.server";
import {
  downloadLinkClass,
  EmptyList,
  ListFilters,
  Pagination,
  SearchField,
  SelectField,
  TableCard,
} from "~/components/admin/list-controls";
import { QuoteStatusBadge } from "~/components/admin/quote-request";
import { inputClass } from "~/components/ui/form-field";
import { TableHead } from "~/components/ui/table-head";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { formatDate, formatDateTime } from "~/lib/dates";
import { privatePageMeta } from "~/marketing/page-meta";
import { getQuoteSettings, saveQuoteSettings } from "~/quotes/quote-settings.server";
import { listQuoteRequests, quoteListQuery } from "~/quotes/sourcing.server";
import { marginSchema } from "~/quotes/sourcing-forms";
import type { Route } from "./+types/quotes";
import { SubmitButton } from "~/components/ui/submit-button";
import { percentOf } from "~/lib/money";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Quote requests");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const query = readListQuery(new URL(request.url), quoteListQuery);
  const [list, settings] = await Promise.all([listQuoteRequests(db, query), getQuoteSettings(db)]);
  return { query, ...list, marginPercent: percentOf(settings.marginBasisPoints) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseForm(await readFormData(request, 1024), marginSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return withFormErrors(context, submission, async () => {
    await saveQuoteSettings(context.services.db, admin.actor, { marginBasisPoints: submission.value.margin });
    return data({ ...submission.reply(), saved: "Margin saved. The next award starts from it." });
  });
}

export default function AdminQuotes({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Quote requests</h1>
        <div className="flex flex-wrap gap-2">
          <a href={`/admin/quotes.csv${search}`} className={downloadLinkClass}>
            <Download aria-hidden className="size-4" /> Export requests
          </a>
          <a href="/admin/quotations.csv" className={downloadLinkClass}>
            <Download aria-hidden className="size-4" /> Export quotations
          </a>
        </div>
      </div>
      <ListFilters label="Find quote requests">
        <SearchField label="Search" defaultValue={query.q} placeholder="Reference, company, contact or email" />
        <SelectField name="folder" label="Show" defaultValue={query.folder} options={Object.entries(quoteFolders)} />
      </ListFilters>
      {rows.length === 0 ? (
        <EmptyList>
          {query.q || query.folder !== "open"
            ? "No request matches. Clear the search or choose another folder."
            : "No open quote requests. Requests buyers send from the quote basket appear here, and the notification address receives each by email."}
        </EmptyList>
      ) : (
        <TableCard caption="Quote requests, newest first">
          <TableHead
            columns={["Reference", "Buyer", "Delivery", "Lines", "Quotations", "Deadline", "Status", "Received"]}
            cellClassName="px-4 py-3"
            className="bg-slate-50"
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className={row.status === "new" ? "bg-amber-50/60" : undefined}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Link to={`/admin/quotes/${row.id}`} className="font-semibold text-brand-700 underline">
                    {row.reference}
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <span dir="auto" className="block font-medium">
                    {row.company}
                  </span>
                  <span dir="auto" className="block text-xs text-slate-500">
                    {row.contactName} · {row.language === "ar" ? "Arabic" : "English"}
                  </span>
                </td>
                <td dir="auto" className="px-4 py-3">
                  {row.deliveryCity}, {row.country}
                  <span className="block text-xs text-slate-500">Needed by {formatDate(row.neededBy)}</span>
                </td>
                <td className="px-4 py-3 text-center">{row.lines}</td>
                <td className="px-4 py-3 text-center whitespace-nowrap">
                  {row.invited ? `${row.quoted} of ${row.invited}` : "Not invited"}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {row.deadline ? formatDateTime(row.deadline) : "Not set"}
                </td>
                <td className="px-4 py-3">
                  <QuoteStatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      )}
      <Pagination list={loaderData} noun="requests" />
      <MarginForm marginPercent={loaderData.marginPercent} lastResult={actionData} />
    </>
  );
}

function MarginForm({
  marginPercent,
  lastResult,
}: {
  marginPercent: number;
  lastResult?: Route.ComponentProps["actionData"];
}) {
  const busy = useNavigation().formData?.get("intent") === "margin";
  const error = lastResult?.error?.margin?.[0] ?? lastResult?.error?.[""]?.[0];
  return (
    <section
      aria-labelledby="margin-heading"
      className="mt-10 max-w-xl rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="margin-heading" className="text-base font-semibold text-navy-900">
        Margin on customer quotations
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Added to each supplier&apos;s cost when a request is awarded; the award form starts from it and can change it
        for one request.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="margin" />
        <div>
          <label htmlFor="margin" className="block text-sm font-medium text-navy-900">
            Margin (%)
          </label>
          <input
            id="margin"
            name="margin"
            key={marginPercent}
            defaultValue={String(marginPercent)}
            inputMode="decimal"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "margin-error" : undefined}
            className={`${inputClass} w-32`}
          />
        </div>
        <SubmitButton
          busy={busy}
          className="rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
        >
          Save margin
        </SubmitButton>
      </Form>
      {error ? (
        <p id="margin-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {lastResult && "saved" in lastResult ? (
        <p role="status" className="mt-2 text-sm text-emerald-700">
          {String(lastResult.saved)}
        </p>
      ) : null}
    </section>
  );
}
