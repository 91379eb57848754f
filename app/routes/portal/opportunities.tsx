import { requirePaidSupplier } from "~/auth/guards.server";
import { OpportunitiesList } from "~/components/opportunities/opportunities-list";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { paymentPagePath } from "~/payments/payment-page";
import { listOpportunities, askedToRenew } from "~/quotes/opportunities.server";
import type { Route } from "./+types/opportunities";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requirePaidSupplier(request, context);
  const language = languageOfRequest(request);
  return {
    title: translatorFor(language, "opportunities")("title"),
    supplierStatus: supplier.status,
    // Only a supplier who cannot quote is asked to renew here.
    renewUrl: askedToRenew(supplier) ? paymentPagePath(supplier.email, language) : null,
    opportunities: await listOpportunities(context.services.db, supplier.id, language),
  };
}

export default function OpportunitiesPage({ loaderData }: Route.ComponentProps) {
  return <OpportunitiesList {...loaderData} />;
}
