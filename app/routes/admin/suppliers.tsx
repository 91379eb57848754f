import { Link } from "react-router";
import { readListQuery } from "~/admin/list-query";
import { listPlanOptions, listSuppliers, supplierListQuery } from "~/suppliers/supplier-list.server";
import { supplierSorts } from "~/admin/list-labels";
import { requireAdmin } from "~/auth/guards.server";
import {
  EmptyList,
  ListFilters,
  Pagination,
  SearchField,
  SelectField,
  TableCard,
} from "~/components/admin/list-controls";
import { StatusBadge } from "~/components/portal/status-badge";
import { formatDate } from "~/lib/dates";
import { TableHead } from "~/components/ui/table-head";
import { privatePageMeta } from "~/marketing/page-meta";
import { statusLabels, supplierStatuses } from "~/suppliers/lifecycle";
import type { Route } from "./+types/suppliers";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Suppliers");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const query = readListQuery(new URL(request.url), supplierListQuery);
  const [list, plans] = await Promise.all([listSuppliers(db, query), listPlanOptions(db)]);
  return { query, ...list, plans };
}

export default function AdminSuppliers({ loaderData }: Route.ComponentProps) {
  const { query, rows } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Suppliers</h1>
      <ListFilters label="Find suppliers">
        <SearchField label="Search" defaultValue={query.q} placeholder="Company, email or trade licence number" />
        <SelectField
          name="status"
          label="Status"
          defaultValue={query.status}
          options={[
            ["", "All statuses"],
            ...supplierStatuses.map((status) => [status, statusLabels[status]] as [string, string]),
          ]}
        />
        <SelectField
          name="plan"
          label="Plan"
          defaultValue={query.plan}
          options={[["", "All plans"], ...loaderData.plans.map((plan) => [plan.id, plan.label] as [string, string])]}
        />
        <SelectField name="sort" label="Sort" defaultValue={query.sort} options={Object.entries(supplierSorts)} />
      </ListFilters>
      {rows.length === 0 ? (
        <EmptyList>No supplier matches these filters. Clear the search or choose another status.</EmptyList>
      ) : (
        <TableCard caption="Suppliers">
          <TableHead
            columns={["Company", "Trade licence", "Country", "Plan", "Status", "Subscription ends", "Registered"]}
            cellClassName="px-4 py-3"
            className="bg-slate-50"
          />
          <tbody className="divide-y divide-slate-100">
            {rows.map((supplier) => (
              <tr key={supplier.id}>
                <td className="px-4 py-3">
                  <Link
                    to={`/admin/supplier/${supplier.id}`}
                    dir="auto"
                    className="font-semibold text-brand-700 underline"
                  >
                    {supplier.companyName}
                  </Link>
                  <span className="block text-xs text-slate-500">{supplier.email}</span>
                </td>
                <td className="px-4 py-3 font-mono text-xs">{supplier.tradeLicenceNumber}</td>
                <td className="px-4 py-3">{supplier.country}</td>
                <td className="px-4 py-3">{supplier.planLabel}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={supplier.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {supplier.subscriptionExpiresAt ? formatDate(supplier.subscriptionExpiresAt) : "—"}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(supplier.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </TableCard>
      )}
      <Pagination list={loaderData} noun="suppliers" />
    </>
  );
}
