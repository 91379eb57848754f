import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type UIMatch,
} from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BackToTop } from "./components/site/back-to-top";
import { PageLoading } from "./components/site/page-loading";
import { SiteFooter } from "./components/site/site-footer";
import { SiteHeader } from "./components/site/site-header";
import { ArabicFontScript, useArabicFontForLaterPages } from "./i18n/arabic-font";
import { FallbackTranslationsScript, useFallbackTranslations } from "./i18n/fallback-translations";
import { languageOfPath, localeOf } from "./i18n/languages";
import { TranslationProvider } from "./i18n/translation-provider";
import { useLanguage } from "./i18n/use-language";
import { markSlowConnection } from "./lib/motion";
import { pageFor } from "./marketing/page-description.server";
import { useLocalPath } from "./marketing/use-local-path";
import { jsonForScript, organisationStructuredData } from "./marketing/structured-data";
import { useNonce } from "./nonce";
import { companyFactsIn, defaultCompanyFacts, type PublicCompanyFacts } from "./settings/company";
import { companyFactsForPages } from "./settings/settings.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const { translations, page } = pageFor(url.pathname);
  const company = companyFactsIn(await companyFactsForPages(db), translations.language);
  // The staff notification address stays on the server: the page data reaches every browser.
  // The Arabic wording is already in place on an Arabic page, and unused on an English one.
  const { notificationEmail: _staffOnly, arabic: _inPlace, ...publicFacts } = company;
  return {
    company: publicFacts,
    appUrl: env.APP_URL,
    translations,
    page,
    // JSON-LD is for search engines, so only the public pages carry it; elsewhere it would only add
    // bytes twice over, in the page and in its hydration data.
    structuredData: page ? jsonForScript(organisationStructuredData(company, env.APP_URL, page)) : undefined,
  };
}

/** The company facts every page shows (its name, contact details, offices), as the root loader read them. */
export function useCompany(): PublicCompanyFacts {
  return useRouteLoaderData<typeof loader>("root")?.company ?? defaultCompanyFacts;
}

// The stylesheet is a link of the root route rather than an import: the root route's code travels in
// the shared chunk (vite.config.ts), which the forms' import() calls also reach, and React Router would
// take a stylesheet imported there for one that import() loads (its link would get a "#").
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The part of the site a matched route belongs to, as its `handle` declares it ("admin", "portal"). */
const areaOf = (match: UIMatch) => (match.handle as { area?: string } | undefined)?.area;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  // Without the root loader's data (no loader ran, as for a 405), the chrome's words come with the page.
  const fallback = useFallbackTranslations();
  const translations = data?.translations ??
    fallback ?? { language: languageOfPath(location.pathname), namespaces: [], resources: "{}" };
  return (
    <TranslationProvider translations={translations}>
      <Document company={data?.company ?? defaultCompanyFacts} structuredData={data?.structuredData}>
        {children}
        {!data && fallback ? <FallbackTranslationsScript translations={fallback} /> : null}
      </Document>
    </TranslationProvider>
  );
}

function Document(props: { company: PublicCompanyFacts; structuredData?: string; children: React.ReactNode }) {
  const { company, structuredData, children } = props;
  const nonce = useNonce();
  const { t } = useTranslation();
  const language = useLanguage();
  const matches = useMatches();
  // The admin area brings its own header; the public site's chrome stays out of its way.
  const adminArea = matches.some((match) => areaOf(match) === "admin");
  // A portal page that loaded was loaded for its signed-in supplier; one that failed (a 403) may not be.
  const supplierSignedIn = matches.some((match) => areaOf(match) === "portal" && match.data !== undefined);
  // Most pages open on a dark hero, under a see-through bar; one that opens light declares it.
  const opensLight = matches.some((match) => (match.handle as { opensLight?: boolean } | undefined)?.opensLight);

  useEffect(markSlowConnection, []);
  // The page answers to clicks from here on: its scripts start after the first paint (decision
  // 0014), so a visitor, or an end-to-end test, may act on the page before they have run.
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  useArabicFontForLaterPages(language);

  return (
    // An Arabic page's <html> may gain the font's attribute before React hydrates it (ArabicFontScript).
    <html lang={localeOf[language].html} dir={localeOf[language].dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        {language === "ar" ? <ArabicFontScript nonce={nonce} /> : null}
        {structuredData ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
        >
          {t("skipToContent")}
        </a>
        {adminArea ? null : (
          <SiteHeader companyName={company.name} supplierSignedIn={supplierSignedIn} alwaysSolid={opensLight} />
        )}
        <PageLoading />
        <main id="main" className="flex-1">
          {children}
        </main>
        {adminArea ? null : <SiteFooter company={company} />}
        <BackToTop />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const local = useLocalPath();
  const language = useLanguage();
  const inAdminArea = useMatches().some((match) => areaOf(match) === "admin");
  let title = t("errors.generic.title");
  // A supplier who reached the admin area is shown the way to their own.
  let elsewhere: { to: string; label: string } | null = null;
  const fallback = t("errors.generic.message");
  let message = fallback;
  if (isRouteErrorResponse(error)) {
    // The router's own answers (no such page, no form on it) carry developer detail: never shown.
    // The server's own messages are English, so a page in another language says the catalogue's.
    const detail =
      (error as { internal?: boolean }).internal || language !== "en"
        ? undefined
        : typeof error.data === "string" && error.data.length < 300
          ? error.data
          : (error.data as { message?: string } | undefined)?.message;
    if (error.status === 404) {
      title = t("errors.notFound.title");
      message = detail ?? t("errors.notFound.message");
    } else if (error.status === 403) {
      title = t("errors.forbidden.title");
      message = detail ?? fallback;
      if (inAdminArea) elsewhere = { to: "/supplier-login", label: t("errors.forbidden.supplierPortal") };
    } else if (error.status === 405) {
      title = t("errors.notAllowed.title");
      message = detail ?? t("errors.notAllowed.message");
    } else if (error.status === 503) {
      title = t("errors.unavailable.title");
      message = detail ?? fallback;
    } else {
      title = error.status >= 500 ? t("errors.serviceUnavailable.title") : t("errors.badRequest.title");
      message = detail ?? fallback;
    }
  } else if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    title = t("errors.offline.title");
    message = t("errors.offline.message");
  }
  return (
    <section className="bg-navy-900 px-4 pt-32 pb-24 text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-200">{message}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={local("/")}
            className="inline-block rounded-md bg-brand-500 px-5 py-2.5 font-semibold text-navy-950"
          >
            {t("errors.backHome")}
          </Link>
          {elsewhere ? (
            <Link
              to={elsewhere.to}
              className="inline-block rounded-md border border-white/40 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
            >
              {elsewhere.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
