import { redirect } from "react-router";
import { requireSupplier } from "~/auth/guards.server";
import { SupplierDashboard } from "~/components/portal/supplier-dashboard";
import { privatePageMeta } from "~/marketing/page-meta";
import { loadSupplierDashboard } from "~/suppliers/dashboard.server";
import type { Route } from "./+types/supplier-dashboard";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Supplier dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  if (supplier.status !== "active" && supplier.status !== "expired") {
    throw redirect(`/payment-required?email=${encodeURIComponent(supplier.email)}`);
  }
  return loadSupplierDashboard(context.services.db, supplier);
}

export default function SupplierDashboardPage({ loaderData }: Route.ComponentProps) {
  return <SupplierDashboard {...loaderData} />;
}
