import { redirect } from "react-router";
import { requireSupplier } from "~/auth/guards.server";
import { OpportunitiesList } from "~/components/opportunities/opportunities-list";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { paymentPagePath } from "~/payments/payment-page";
import { listOpportunities, seesOpportunities } from "~/quotes/opportunities.server";
import { paymentDue } from "~/suppliers/lifecycle";
import { mayQuote } from "~/suppliers/quoting";
import type { Route } from "./+types/opportunities";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { supplier } = await requireSupplier(request, context);
  const language = languageOfRequest(request);
  if (!seesOpportunities(supplier.status)) throw redirect(paymentPagePath(supplier.email, language));
  return {
    title: translatorFor(language, "opportunities")("title"),
    supplierStatus: supplier.status,
    // Only a supplier who cannot quote is asked to renew here.
    renewUrl: !mayQuote(supplier.status) && paymentDue(supplier) ? paymentPagePath(supplier.email, language) : null,
    opportunities: await listOpportunities(context.services.db, supplier.id, language),
  };
}

export default function OpportunitiesPage({ loaderData }: Route.ComponentProps) {
  return <OpportunitiesList {...loaderData} />;
}
