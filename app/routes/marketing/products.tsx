import { ArrowRight, PackageSearch, Search, X } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { CallToAction } from "~/components/ui/call-to-action";
import { inputClass } from "~/components/ui/form-field";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/marketing/page-meta";
import { categories, isCategory, searchCatalogue } from "~/marketing/catalogue";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, 100);
  const category = params.get("category");
  const selected = isCategory(category) ? category : undefined;
  return {
    query,
    category: selected ?? "",
    categories: categories.map(({ id, label }) => ({ id, label })),
    items: searchCatalogue({ query, category: selected }).map((item) => ({
      ...item,
      categoryLabel: categories.find((c) => c.id === item.category)!.label,
    })),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, category, items } = loaderData;
  const submit = useSubmit();
  const searching = useNavigation().location?.pathname === "/products";
  const filtered = Boolean(query || category);

  return (
    <>
      <PageHero eyebrow="Our products" title="Software and products we supply and support">
        <p>
          Licences bought through us come with set-up, migration and support from our engineers, and with one invoice
          for everything. Search the catalogue or browse by category.
        </p>
      </PageHero>

      <section aria-labelledby="catalogue" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="catalogue" className="sr-only">
            Catalogue
          </h2>
          <Form
            method="get"
            role="search"
            aria-label="Search the catalogue"
            className="grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:grid-cols-[1fr_auto_auto] md:items-end"
          >
            <div>
              <label htmlFor="catalogue-q" className="block text-sm font-medium text-navy-900">
                Search
              </label>
              <input
                id="catalogue-q"
                name="q"
                type="search"
                defaultValue={query}
                key={query}
                maxLength={100}
                placeholder="For example: backup, firewall, VAT, Wi-Fi"
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor="catalogue-category" className="block text-sm font-medium text-navy-900">
                Category
              </label>
              <select
                id="catalogue-category"
                name="category"
                defaultValue={category}
                key={category}
                className={inputClass}
                onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
              >
                <option value="">All categories</option>
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
              <Search aria-hidden className="size-4" /> Search
            </button>
          </Form>

          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-600" aria-busy={searching}>
              {items.length === 1 ? "1 product" : `${items.length} products`}
              {query ? ` matching “${query}”` : ""}
              {category ? ` in ${loaderData.categories.find((c) => c.id === category)?.label}` : ""}
            </p>
            {filtered ? (
              <Link
                to="/products"
                preventScrollReset
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
              >
                <X aria-hidden className="size-4" /> Clear search
              </Link>
            ) : null}
          </div>

          {items.length === 0 ? (
            <div className="mt-8 rounded-xl bg-white p-10 text-center shadow-sm ring-1 ring-slate-200">
              <PackageSearch aria-hidden className="mx-auto size-10 text-slate-400" />
              <p className="mt-3 font-semibold text-navy-900">Nothing in the catalogue matches that search.</p>
              <p className="mt-1 text-sm text-slate-600">
                We supply far more than we list here.{" "}
                <Link to="/contact" className="font-semibold text-brand-600 underline">
                  Tell us what you need
                </Link>{" "}
                and we will quote it.
              </p>
            </div>
          ) : (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.slug} className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <p className="text-xs font-semibold tracking-wider text-brand-600 uppercase">{item.categoryLabel}</p>
                  <h3 className="mt-2 text-lg font-semibold text-navy-900">{item.name}</h3>
                  <p className="text-sm text-slate-500">{item.vendor}</p>
                  <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">{item.description}</p>
                  <p className="mt-4 text-xs text-slate-500">
                    <span className="font-semibold text-slate-700">Licensing:</span> {item.licensing}
                  </p>
                  <Link
                    to={`/contact?product=${item.slug}`}
                    className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 hover:text-navy-900"
                  >
                    Ask for a quotation<span className="sr-only"> for {item.name}</span>{" "}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <CallToAction
        title="Not sure which licence you need?"
        text="We review what you pay for today and often find savings: unused licences, overlapping tools and better-fitting plans."
        action="Ask for a licence review"
      />
    </>
  );
}
