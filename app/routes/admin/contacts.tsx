import { Download } from "lucide-react";
import { Link, useLocation } from "react-router";
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
import { formatDateTime } from "~/lib/dates";
import { TableHead } from "~/components/ui/table-head";
import { contactListQuery, listContacts } from "~/contacts/contact-inbox.server";
import { contactFolders } from "~/admin/list-labels";
import { contactOptionLabel } from "~/contacts/contact-options";
import { privatePageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/contacts";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Contact messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = readListQuery(new URL(request.url), contactListQuery);
  const list = await listContacts(context.services.db, query);
  return {
    query,
    ...list,
    rows: list.rows.map((row) => ({
      id: row.id,
      name: row.name,
      company: row.company,
      email: row.email,
      service: contactOptionLabel("service", row.service),
      country: row.country,
      excerpt: row.message.length > 140 ? `${row.message.slice(0, 140)}…` : row.message,
      status: row.status,
      createdAt: row.createdAt,
    })),
  };
}

export default function AdminContacts({ loaderData }: Route.ComponentProps) {
  const { query, rows } = loaderData;
  const { search } = useLocation();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-navy-900">Contact messages</h1>
        <a href={`/admin/contacts.csv${search}`} className={downloadLinkClass}>
          <Download aria-hidden className="size-4" /> Export CSV
        </a>
      </div>
      <ListFilters label="Find contact messages">
        <SearchField label="Search" defaultValue={query.q} placeholder="Name, company, email or message" />
        <SelectField name="folder" label="Show" defaultValue={query.folder} options={Object.entries(contactFolders)} />
      </ListFilters>
      {rows.length === 0 ? (
        <EmptyList>
          {query.q || query.folder !== "inbox"
            ? "No message matches. Clear the search or choose another folder."
            : "No consultation requests yet. Messages sent from the contact page appear here, and the notification address receives each by email."}
        </EmptyList>
      ) : (
        <TableCard caption="Contact messages, newest first">
          <TableHead
            columns={["From", "Service", "Message", "Received"]}
            cellClassName="px-4 py-3"
            className="bg-slate-50"
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((message) => {
              const unread = message.status === "unread";
              return (
                <tr key={message.id} className={unread ? "bg-amber-50/60" : undefined}>
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/contacts/${message.id}`}
                      dir="auto"
                      className={`text-brand-700 underline ${unread ? "font-bold" : "font-medium"}`}
                    >
                      {message.name}
                    </Link>
                    {unread ? (
                      <span className="ml-2 rounded-full bg-brand-500 px-2 py-0.5 text-xs font-semibold text-navy-950">
                        New
                      </span>
                    ) : null}
                    {message.status === "archived" ? (
                      <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        Archived
                      </span>
                    ) : null}
                    <span dir="auto" className="block text-xs text-slate-500">
                      {[message.company, message.country].filter(Boolean).join(" · ")}
                    </span>
                  </td>
                  <td className="px-4 py-3">{message.service}</td>
                  <td dir="auto" className="max-w-md px-4 py-3 text-slate-700">
                    {message.excerpt}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(message.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </TableCard>
      )}
      <Pagination list={loaderData} noun="messages" />
    </>
  );
}
