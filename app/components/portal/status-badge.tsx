import { statusLabels, type SupplierStatus } from "~/suppliers/lifecycle";

const colours: Record<SupplierStatus, string> = {
  pending_review: "bg-amber-100 text-amber-900",
  rejected: "bg-red-100 text-red-900",
  approved: "bg-sky-100 text-sky-900",
  awaiting_payment: "bg-indigo-100 text-indigo-900",
  active: "bg-green-100 text-green-900",
  expired: "bg-slate-200 text-slate-800",
  suspended: "bg-red-200 text-red-950",
};

/** A supplier's status; the admin area's English label unless the page gives its own language's. */
export function StatusBadge({ status, label = statusLabels[status] }: { status: SupplierStatus; label?: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours[status]}`}>{label}</span>
  );
}
