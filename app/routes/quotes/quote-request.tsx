import { Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { QuoteRequestForm } from "~/components/quotes/quote-request-form";
import { QuoteSteps } from "~/components/quotes/quote-steps";
import { PageHero } from "~/components/ui/page-hero";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { catalogueFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { dubaiDate } from "~/lib/dates";
import { privatePageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { addToBasket, basketCookie, basketLines, readBasket } from "~/quotes/basket.server";
import { checkQuoteFile } from "~/quotes/quote-files.server";
import { MAX_QUOTE_FILE_BYTES } from "~/quotes/quote-rules";
import { findQuoteItem } from "~/quotes/quote-items.server";
import { basketSchema, latestNeededBy, quoteRequestSchema } from "~/quotes/quote-request-form";
import { submitQuoteRequest } from "~/quotes/quote-requests.server";
import { ErrorBoundary as SiteErrorBoundary, useCompany } from "~/root";
import { sentByBot } from "~/security/honeypot";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { domainDeps } from "~/services.server";
import { phoneDigits } from "~/settings/company";
import type { Route } from "./+types/quote-request";

/** The attachment may be 5 MB; the rest of the form is small. */
const MAX_FORM_BYTES = MAX_QUOTE_FILE_BYTES + 256 * 1024;

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const t = translatorFor(language, "quoteRequest");
  const today = dubaiDate();
  const basket = readBasket(request, context.services.env.APP_URL);
  // After sending, Back brings up this address again: the notice only holds while the item is in the basket.
  const addedItem = url.searchParams.get("added") ?? "";
  const added = basket.some((line) => line.item === addedItem) ? findQuoteItem(addedItem, language) : undefined;
  return {
    title: t("title"),
    today,
    latest: latestNeededBy(today),
    lines: basket.map((line) => {
      const { name, detail } = findQuoteItem(line.item, language)!;
      return { ...line, name, detail };
    }),
    notice: added
      ? { tone: "success" as const, text: t("notice.added", { name: added.name }) }
      : url.searchParams.get("full") === "1"
        ? { tone: "info" as const, text: t("notice.full") }
        : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const language = languageOfRequest(request);
  const appUrl = context.services.env.APP_URL;
  const page = pathInLanguage("/quote-request", language);
  const messages = catalogueFor(language).quoteRequest.errors;
  const formData = await readFormData(request, MAX_FORM_BYTES);
  const basket = readBasket(request, appUrl);
  const keeping = (lines: Parameters<typeof basketCookie>[0]) => {
    const cookie = basketCookie(lines, appUrl);
    return cookie ? { "Set-Cookie": cookie } : undefined;
  };
  const intent = formData.get("intent");
  const item = String(formData.get("item") ?? "");

  // From the catalogue pages' buttons, then the basket.
  if (intent === "add") {
    if (!findQuoteItem(item, language)) return redirect(page, 303);
    const lines = addToBasket(basket, item);
    const headers = lines.some((line) => line.item === item) ? keeping(lines) : undefined;
    if (!headers) return redirect(`${page}?full=1`, 303);
    return redirect(`${page}?added=${encodeURIComponent(item)}`, { status: 303, headers });
  }
  if (intent === "remove") {
    return redirect(page, { status: 303, headers: keeping(basket.filter((line) => line.item !== item)) });
  }
  // Saving quantities and notes answers with the form as it was sent, so nothing typed is lost.
  if (intent === "update") {
    const submission = parseForm(formData, basketSchema(messages));
    // Only the lines were checked: the buyer's details came along in the same form, and marked as
    // checked they would all show as missing.
    const linesOnly = (reply: ReturnType<typeof submission.reply>) => ({
      ...reply,
      fields: reply.fields?.filter((name) => name.startsWith("lines")),
    });
    if (submission.status !== "success") return data(linesOnly(submission.reply()), { status: 400 });
    const headers = keeping(basketLines(submission.value.lines));
    if (!headers) {
      return data(linesOnly(submission.reply({ fieldErrors: { lines: [messages.basketFull] } })), { status: 400 });
    }
    return data({ ...linesOnly(submission.reply()), saved: true }, { headers });
  }

  const sentPage = pathInLanguage("/quote-request/sent", language);
  if (sentByBot(formData)) return redirect(sentPage, { status: 303, headers: keeping([]) });
  const submission = parseForm(formData, quoteRequestSchema(messages, dubaiDate()));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { lines: sent, attachment: file, ...details } = submission.value;
  const lines = basketLines(sent);
  const attachment = file ? await checkQuoteFile(file, ["pdf", "xlsx", "csv"]) : undefined;
  if (attachment && !attachment.ok) {
    const problem = attachment.reason === "size" ? messages.attachmentLarge : messages.attachmentType;
    return data(submission.reply({ fieldErrors: { attachment: [problem] } }), { status: 400 });
  }

  return withFormErrors(
    context,
    submission,
    async () => {
      await enforceLimit(context.services.db, limits.quoteRequest, context.clientIp);
      const { reference } = await submitQuoteRequest(
        domainDeps(context),
        details,
        lines,
        attachment,
        { ipAddress: context.clientIp },
        language,
      );
      return redirect(`${sentPage}?ref=${reference}`, { status: 303, headers: keeping([]) });
    },
    { language, unavailableMessage: translatorFor(language, "quoteRequest")("form.unavailable") },
  );
}

export default function QuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("quoteRequest");
  const company = useCompany();
  const saved = actionData && "saved" in actionData;
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <section className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <QuoteRequestForm
              lines={loaderData.lines}
              today={loaderData.today}
              latest={loaderData.latest}
              notice={saved ? { tone: "success", text: t("notice.updated") } : loaderData.notice}
              lastResult={actionData}
            />
          </div>
          <QuoteSteps>
            <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
              {t("steps.call")}{" "}
              <a
                href={`tel:+${phoneDigits(company.phone)}`}
                className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-navy-900 hover:text-brand-600"
              >
                <Phone aria-hidden className="size-4 text-brand-600" />
                <bdi dir="ltr">{company.phone}</bdi>
              </a>
            </p>
          </QuoteSteps>
        </div>
      </section>
    </>
  );
}

/** A form larger than the server reads (a file past 5 MB, sent without JavaScript) is told so here. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("quoteRequest");
  const local = useLocalPath();
  if (!isRouteErrorResponse(props.error) || props.error.status !== 413)
    return <SiteErrorBoundary error={props.error} params={props.params} />;
  return (
    <section className="bg-navy-900 px-4 pt-32 pb-24 text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("tooLarge.title")}</h1>
        <p className="mt-4 text-lg text-slate-200">{t("tooLarge.text")}</p>
        <Link
          to={local("/quote-request")}
          className="mt-8 inline-block rounded-md bg-brand-500 px-5 py-2.5 font-semibold text-navy-950"
        >
          {t("tooLarge.back")}
        </Link>
      </div>
    </section>
  );
}
