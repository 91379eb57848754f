import { readListQuery } from "~/admin/list-query";
import { auditListQuery, describeEntries, listAuditTrail } from "~/audit/audit-trail.server";
import { auditEntityLabels } from "~/admin/list-labels";
import { requireAdmin } from "~/auth/guards.server";
import { AuditEntries } from "~/components/admin/audit-entries";
import { EmptyList, ListFilters, Pagination, SearchField, SelectField } from "~/components/admin/list-controls";
import { inputClass } from "~/components/ui/form-field";
import { privatePageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Audit trail");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const query = readListQuery(new URL(request.url), auditListQuery);
  const list = await listAuditTrail(db, query);
  return { query, ...list, rows: await describeEntries(db, list.rows) };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { query } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Audit trail</h1>
      <p className="mt-1 text-sm text-slate-600">
        Every change to suppliers, contact messages, users and settings: who, when, and why.
      </p>
      <ListFilters label="Filter the audit trail">
        <SearchField label="Search" defaultValue={query.q} placeholder="Who, action or note" />
        <SelectField
          name="entity"
          label="Record"
          defaultValue={query.entity}
          options={[["", "All records"], ...Object.entries(auditEntityLabels)]}
        />
        <SelectField
          name="actor"
          label="Done by"
          defaultValue={query.actor}
          options={[
            ["", "Anyone"],
            ["admin", "Admins"],
            ["supplier", "Suppliers"],
            ["visitor", "Website visitors"],
            ["system", "The system"],
          ]}
        />
        {(["from", "to"] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`filter-${name}`} className="block text-xs font-semibold text-slate-600 uppercase">
              {name === "from" ? "From" : "To"}
            </label>
            <input
              id={`filter-${name}`}
              type="date"
              name={name}
              defaultValue={query[name] ?? ""}
              className={`${inputClass} mt-1`}
            />
          </div>
        ))}
      </ListFilters>
      {loaderData.rows.length === 0 ? (
        <EmptyList>Nothing recorded matches these filters.</EmptyList>
      ) : (
        <section
          aria-label="Entries, newest first"
          className="mt-4 rounded-lg bg-white px-5 py-2 shadow-sm ring-1 ring-slate-200"
        >
          <AuditEntries entries={loaderData.rows} />
        </section>
      )}
      <Pagination list={loaderData} noun="entries" />
    </>
  );
}
