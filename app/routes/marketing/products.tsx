import { ArrowRight, PackageSearch, Search, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { AddToQuote, QuoteRequestLink } from "~/components/quotes/add-to-quote";
import { CallToAction } from "~/components/ui/call-to-action";
import { inputClass } from "~/components/ui/form-field";
import { PageHero } from "~/components/ui/page-hero";
import { languageOfPath } from "~/i18n/languages";
import { pageMeta } from "~/marketing/page-meta";
import { categoriesIn, isCategory, searchCatalogue } from "~/marketing/catalogue.server";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const category = url.searchParams.get("category");
  const selected = isCategory(category) ? category : undefined;
  return {
    query,
    category: selected ?? "",
    categories: categoriesIn(language),
    // Only what a card shows: the page's data is sent twice, as HTML and for hydration.
    items: searchCatalogue({ query, category: selected, language }).map(
      ({ slug, name, vendor, categoryLabel, description, licensing }) => ({
        slug,
        name,
        vendor,
        categoryLabel,
        description,
        licensing,
      }),
    ),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, category, items } = loaderData;
  const { t } = useTranslation("products");
  const local = useLocalPath();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const searching = useNavigation().location?.pathname === pathname;
  const filtered = Boolean(query || category);

  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")}>
        <p>{t("hero.lead")}</p>
      </PageHero>

      <section aria-labelledby="catalogue" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="catalogue" className="sr-only">
            {t("search.heading")}
          </h2>
          <Form
            method="get"
            role="search"
            aria-label={t("search.label")}
            className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-[1fr_auto_auto] md:items-end"
          >
            <div>
              <label htmlFor="catalogue-q" className="block text-sm font-medium text-navy-900">
                {t("search.query")}
              </label>
              <input
                id="catalogue-q"
                name="q"
                type="search"
                defaultValue={query}
                key={query}
                maxLength={100}
                placeholder={t("search.placeholder")}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="catalogue-category" className="block text-sm font-medium text-navy-900">
                {t("search.category")}
              </label>
              <select
                id="catalogue-category"
                name="category"
                defaultValue={category}
                key={category}
                className={inputClass}
                onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
              >
                <option value="">{t("search.allCategories")}</option>
                {loaderData.categories.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="submit"
              className="inline-flex items-center justify-center gap-2 rounded-md bg-navy-900 px-5 py-2.5 font-semibold text-white hover:bg-navy-800"
            >
              <Search aria-hidden className="size-4" /> {t("search.submit")}
            </button>
          </Form>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-600" aria-busy={searching}>
              {t("found", { count: items.length })}
              {query ? t("matching", { query }) : ""}
              {category
                ? t("inCategory", { category: loaderData.categories.find((c) => c.id === category)?.label })
                : ""}
            </p>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {filtered ? (
                <Link
                  to={pathname}
                  preventScrollReset
                  className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
                >
                  <X aria-hidden className="size-4" /> {t("search.clear")}
                </Link>
              ) : null}
              <QuoteRequestLink label={t("item.seeRequest")} />
            </div>
          </div>

          {items.length === 0 ? (
            <div className="mt-8 rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <PackageSearch aria-hidden className="mx-auto size-10 text-slate-400" />
              <p className="mt-3 font-semibold text-navy-900">{t("empty.title")}</p>
              <p className="mt-1 text-sm text-slate-600">
                {t("empty.text")}{" "}
                <Link to={local("/contact")} className="font-semibold text-brand-600 underline">
                  {t("empty.link")}
                </Link>{" "}
                {t("empty.end")}
              </p>
            </div>
          ) : (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.slug} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{item.categoryLabel}</p>
                  <h3 className="mt-2 text-lg font-semibold text-navy-900">
                    <bdi>{item.name}</bdi>
                  </h3>
                  <p className="text-sm text-slate-500">
                    <bdi>{item.vendor}</bdi>
                  </p>
                  <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{item.description}</p>
                  <p className="mt-4 text-xs text-slate-500">
                    <span className="font-semibold text-slate-700">{t("item.licensing")}</span> {item.licensing}
                  </p>
                  <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-slate-100 pt-4">
                    <AddToQuote
                      item={`product:${item.slug}`}
                      name={item.name}
                      label={t("item.addToQuote")}
                      className="w-full sm:w-auto"
                    />
                    <Link
                      to={`${local("/contact")}?product=${item.slug}`}
                      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
                    >
                      {t("item.quotation")}
                      <span className="sr-only"> {t("item.quotationFor", { name: item.name })}</span>{" "}
                      <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <CallToAction title={t("callToAction.title")} text={t("callToAction.text")} action={t("callToAction.action")} />
    </>
  );
}
