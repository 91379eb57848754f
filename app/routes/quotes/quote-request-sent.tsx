import { ArrowRight, CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { QuoteSteps } from "~/components/quotes/quote-steps";
import { PageHero } from "~/components/ui/page-hero";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, pathInLanguage } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/quote-request-sent";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const reference = url.searchParams.get("ref") ?? "";
  // Only what quoteReference makes: anything else, or nothing, goes back to the basket.
  if (!/^Q-\d{4}-\d{5,9}$/.test(reference)) throw redirect(pathInLanguage("/quote-request", language));
  return { title: translatorFor(language, "quoteRequest")("sent.title"), reference };
}

export default function QuoteRequestSent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("quoteRequest");
  const local = useLocalPath();
  return (
    <>
      <PageHero eyebrow={t("sent.eyebrow")} title={t("sent.title")} />
      <section className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3">
          <div role="status" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
            <div className="flex items-start gap-4">
              <CheckCircle2 aria-hidden className="size-10 shrink-0 text-green-600" />
              <div>
                <h2 className="text-sm font-semibold tracking-wider text-slate-500 uppercase">{t("sent.reference")}</h2>
                <p className="mt-1 text-3xl font-bold text-navy-900 sm:text-4xl">
                  <bdi dir="ltr">{loaderData.reference}</bdi>
                </p>
                <p className="mt-2 text-sm text-slate-600">{t("sent.referenceHelp")}</p>
              </div>
            </div>
            <p className="mt-6 border-t border-slate-200 pt-6 leading-7 text-slate-700">{t("sent.emailed")}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
              <Link
                to={local("/products")}
                className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
              >
                {t("sent.another")} <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
              </Link>
              <Link to={local("/")} className="font-semibold text-brand-700 underline hover:text-navy-900">
                {t("sent.home")}
              </Link>
            </div>
          </div>
          <QuoteSteps />
        </div>
      </section>
    </>
  );
}
