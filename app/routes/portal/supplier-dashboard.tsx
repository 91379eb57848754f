import { requirePaidSupplier } from "~/auth/guards.server";
import { SupplierDashboard } from "~/components/portal/supplier-dashboard";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { loadSupplierDashboard } from "~/suppliers/dashboard.server";
import type { Route } from "./+types/supplier-dashboard";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requirePaidSupplier(request, context);
  const language = languageOfRequest(request);
  const dashboard = await loadSupplierDashboard(context.services.db, supplier, language);
  return { ...dashboard, title: translatorFor(language, "portal")("dashboard.title") };
}

export default function SupplierDashboardPage({ loaderData }: Route.ComponentProps) {
  return <SupplierDashboard {...loaderData} />;
}
