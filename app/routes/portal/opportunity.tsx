import { data, redirect } from "react-router";
import { requirePaidSupplier } from "~/auth/guards.server";
import { OpportunityDetail } from "~/components/opportunities/opportunity-detail";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { catalogueFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { dubaiDate } from "~/lib/dates";
import { privatePageMeta } from "~/marketing/page-meta";
import { paymentPagePath } from "~/payments/payment-page";
import { getOpportunity, saveQuotation, askedToRenew } from "~/quotes/opportunities.server";
import { checkQuoteFile } from "~/quotes/quote-files.server";
import { MAX_QUOTE_FILE_BYTES } from "~/quotes/quote-rules";
import { quotationSchema } from "~/quotes/quotation-form";
import { domainDeps } from "~/services.server";
import type { Route } from "./+types/opportunity";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export const shouldRevalidate = reloadAfterConflict;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { supplier } = await requirePaidSupplier(request, context);
  const language = languageOfRequest(request);
  const opportunity = await getOpportunity(context.services.db, supplier.id, params.id, language);
  const query = new URL(request.url).searchParams;
  return {
    title: `${opportunity.reference} | ${translatorFor(language, "opportunities")("title")}`,
    opportunity,
    supplierStatus: supplier.status,
    renewUrl: askedToRenew(supplier) ? paymentPagePath(supplier.email, language) : null,
    sent: query.get("sent") === "1" && opportunity.quotation !== null,
    revise: query.get("revise") === "1",
    today: dubaiDate(),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { supplier } = await requirePaidSupplier(request, context);
  const language = languageOfRequest(request);
  const formData = await readFormData(request, MAX_QUOTE_FILE_BYTES + 256 * 1024);
  const messages = catalogueFor(language).opportunities.errors;
  const submission = parseForm(formData, quotationSchema(messages));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { attachment: file, ...quotation } = submission.value;
  const attachment = file ? await checkQuoteFile(file, ["pdf"]) : undefined;
  if (attachment && !attachment.ok) {
    const message = attachment.reason === "size" ? messages.attachmentLarge : messages.attachmentType;
    return data(submission.reply({ fieldErrors: { attachment: [message] } }), { status: 400 });
  }
  return withFormErrors(
    context,
    submission,
    async () => {
      // The domain's refusals come in the language the supplier is reading now.
      await saveQuotation(domainDeps(context), { ...supplier, language }, params.id, quotation, attachment);
      return redirect(`${pathInLanguage(`/supplier-dashboard/opportunities/${params.id}`, language)}?sent=1`);
    },
    { language },
  );
}

export default function OpportunityPage({ loaderData, actionData }: Route.ComponentProps) {
  return <OpportunityDetail {...loaderData} lastResult={actionData} />;
}
