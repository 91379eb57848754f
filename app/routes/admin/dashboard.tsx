import { Link } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { formatDateTime, StatusBadge } from "~/components/ui/status-badge";
import { TableHead } from "~/components/ui/table-head";
import { privatePageMeta } from "~/lib/meta";
import { statusLabels, supplierStatuses } from "~/suppliers/lifecycle";
import { countSuppliersByStatus, listAwaitingReview } from "~/suppliers/review.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Admin dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const [counts, awaiting] = await Promise.all([countSuppliersByStatus(db), listAwaitingReview(db)]);
  return { counts, awaiting };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, awaiting } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold text-navy-900">Dashboard</h1>
      <section aria-labelledby="supplier-counts" className="mt-6">
        <h2 id="supplier-counts" className="sr-only">
          Suppliers by status
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {supplierStatuses.map((status) => (
            <div key={status} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <dt className="text-xs font-semibold text-slate-500 uppercase">{statusLabels[status]}</dt>
              <dd className="mt-1 text-2xl font-bold text-navy-900">{counts[status]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="awaiting-review" className="mt-10">
        <h2 id="awaiting-review" className="text-lg font-semibold text-navy-900">
          Registrations awaiting review ({awaiting.length})
        </h2>
        {awaiting.length === 0 ? (
          <p className="mt-3 rounded-lg bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">
            No registration is waiting for review. New ones appear here, and the notification address receives an email
            for each.
          </p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
            <table className="w-full text-left text-sm">
              <TableHead
                columns={["Company", "Contact", "Location", "Plan", "Registered", "Status"]}
                cellClassName="px-4 py-3"
                className="bg-slate-50"
              />
              <tbody className="divide-y divide-slate-100">
                {awaiting.map((supplier) => (
                  <tr key={supplier.id}>
                    <td className="px-4 py-3 font-semibold">
                      <Link to={`/admin/supplier/${supplier.id}`} dir="auto" className="text-brand-700 underline">
                        {supplier.companyName}
                      </Link>
                      {supplier.documentId ? null : (
                        <span className="block text-xs font-normal text-slate-500">No trade licence uploaded</span>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      {supplier.contactName}
                      <span className="block text-xs text-slate-500">{supplier.email}</span>
                    </td>
                    <td className="px-4 py-3">
                      {supplier.city}, {supplier.country}
                    </td>
                    <td className="px-4 py-3">{supplier.planLabel}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(supplier.createdAt)}</td>
                    <td className="px-4 py-3">
                      <StatusBadge status="pending_review" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
