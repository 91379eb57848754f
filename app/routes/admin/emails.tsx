import { data, Form, useNavigation } from "react-router";
import { readListQuery } from "~/admin/list-query";
import { requireAdmin } from "~/auth/guards.server";
import {
  EmptyList,
  ListFilters,
  Pagination,
  SearchField,
  SelectField,
  TableCard,
} from "~/components/admin/list-controls";
import { formatDateTime } from "~/lib/dates";
import { TableHead } from "~/components/ui/table-head";
import { emailListQuery, listEmails, resendEmail } from "~/email/email-log.server";
import { resendEmailSchema } from "~/email/resend-form";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { emailStatusLabels } from "~/admin/list-labels";
import type { Route } from "./+types/emails";
import { SubmitButton } from "~/components/ui/submit-button";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Email log");

export const shouldRevalidate = reloadAfterConflict;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = readListQuery(new URL(request.url), emailListQuery);
  return { query, ...(await listEmails(context.services.db, query)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseForm(await readFormData(request, 1024), resendEmailSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { db, jobs } = context.services;
  const { emailId } = submission.value;
  return withFormErrors(context, submission, async () => {
    await resendEmail(db, jobs, emailId, admin.actor);
    return { ...submission.reply({ resetForm: true }), resent: emailId };
  });
}

const statusColours = {
  queued: "bg-amber-100 text-amber-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

export default function AdminEmails({ loaderData, actionData }: Route.ComponentProps) {
  const { query, rows } = loaderData;
  const busy = useNavigation().state === "submitting";
  const resent = actionData && "resent" in actionData ? actionData.resent : null;
  const problem = actionData?.error ? Object.values(actionData.error).flat()[0] : null;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Email log</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every email the site sends. Failed deliveries are retried for about an hour; after that, send them again here.
      </p>
      {resent ? (
        <p role="status" className="mt-4 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          The email is queued to be sent again.
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {problem}
        </p>
      ) : null}
      <ListFilters label="Find emails">
        <SearchField label="Search" defaultValue={query.q} placeholder="Recipient, subject or template" />
        <SelectField
          name="status"
          label="Status"
          defaultValue={query.status}
          options={[["", "All"], ...Object.entries(emailStatusLabels)]}
        />
      </ListFilters>
      {rows.length === 0 ? (
        <EmptyList>No email matches these filters.</EmptyList>
      ) : (
        <TableCard caption="Emails, newest first">
          <TableHead
            columns={["Queued", "Recipient", "Email", "Status", "Attempts", "Action"]}
            cellClassName="px-4 py-3"
            className="bg-slate-50"
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((email) => (
              <tr key={email.id}>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(email.createdAt)}</td>
                <td className="px-4 py-3 break-all">{email.toAddress}</td>
                <td className="px-4 py-3">
                  <span dir="auto">{email.subject}</span>
                  <span className="block font-mono text-xs text-slate-500">{email.template}</span>
                </td>
                <td className="px-4 py-3">
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusColours[email.status]}`}
                  >
                    {emailStatusLabels[email.status]}
                  </span>
                  {email.sentAt ? (
                    <span className="block text-xs text-slate-500">{formatDateTime(email.sentAt)}</span>
                  ) : null}
                  {email.lastError ? (
                    <span className="block max-w-xs text-xs break-words text-red-800">{email.lastError}</span>
                  ) : null}
                </td>
                <td className="px-4 py-3 text-center">{email.attempts}</td>
                <td className="px-4 py-3">
                  {email.status === "failed" ? (
                    <Form method="post">
                      <input type="hidden" name="emailId" value={email.id} />
                      <SubmitButton
                        busy={busy}
                        className="rounded-md bg-navy-900 px-3 py-1.5 text-xs font-semibold text-white hover:bg-navy-800"
                      >
                        Send again
                      </SubmitButton>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      )}
      <Pagination list={loaderData} noun="emails" />
    </>
  );
}
