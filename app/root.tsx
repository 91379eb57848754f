import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { authMessages } from "./auth/auth-messages";
import { BackToTop } from "./components/site/back-to-top";
import { PageLoading } from "./components/site/page-loading";
import { SiteFooter } from "./components/site/site-footer";
import { SiteHeader } from "./components/site/site-header";
import { markSlowConnection } from "./lib/motion";
import { findPublicPage } from "./marketing/public-pages";
import { jsonForScript, organisationStructuredData } from "./marketing/structured-data";
import { useNonce } from "./nonce";
import { defaultCompanyFacts, type PublicCompanyFacts } from "./settings/company";
import { companyFactsForPages } from "./settings/settings.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, env } = context.services;
  const company = await companyFactsForPages(db);
  // JSON-LD is for search engines, so only the public pages carry it; elsewhere it would only add
  // bytes twice over, in the page and in its hydration data.
  const indexed = findPublicPage(url.pathname) !== undefined;
  // The staff notification address stays on the server: the page data reaches every browser.
  const { notificationEmail: _staffOnly, ...publicFacts } = company;
  return {
    company: publicFacts,
    appUrl: env.APP_URL,
    structuredData: indexed ? jsonForScript(organisationStructuredData(company, env.APP_URL)) : undefined,
  };
}

/** The company facts every page shows (its name, contact details, offices), as the root loader read them. */
export function useCompany(): PublicCompanyFacts {
  return useRouteLoaderData<typeof loader>("root")?.company ?? defaultCompanyFacts;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  const company = data?.company ?? defaultCompanyFacts;
  const matches = useMatches();
  const areaOf = (match: (typeof matches)[number]) => (match.handle as { area?: string } | undefined)?.area;
  // The admin area brings its own header; the public site's chrome stays out of its way.
  const adminArea = matches.some((match) => areaOf(match) === "admin");
  // A portal page that loaded was loaded for its signed-in supplier; one that failed (a 403) may not be.
  const supplierSignedIn = matches.some((match) => areaOf(match) === "portal" && match.data !== undefined);
  // Most pages open on a dark hero, under a see-through bar; one that opens light declares it.
  const opensLight = matches.some((match) => (match.handle as { opensLight?: boolean } | undefined)?.opensLight);

  useEffect(markSlowConnection, []);

  return (
    <html lang="en-AE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        {data?.structuredData ? (
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.structuredData }} />
        ) : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
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
  let title = "Something went wrong";
  let message = "An unexpected error stopped this page. Please try again in a moment; if it keeps happening, call us.";
  if (isRouteErrorResponse(error)) {
    // The router's own answers (no such page, no form on it) carry developer detail: never shown.
    const detail = (error as { internal?: boolean }).internal
      ? undefined
      : typeof error.data === "string" && error.data.length < 300
        ? error.data
        : (error.data as { message?: string } | undefined)?.message;
    if (error.status === 404) {
      title = "Page not found";
      message = detail ?? "We could not find that page.";
    } else if (error.status === 403) {
      title = "No access";
      message = detail ?? message;
    } else if (error.status === 405) {
      title = "This page cannot take that request";
      message = detail ?? "This page does not accept forms. Please go back and use the page's own buttons and links.";
    } else if (error.status === 503) {
      title = "Temporarily unavailable";
      message = detail ?? message;
    } else {
      title = error.status >= 500 ? "Service unavailable" : "We could not complete that request";
      message = detail ?? error.statusText ?? message;
    }
  } else if (error instanceof TypeError && /fetch|network/i.test(error.message)) {
    title = "No connection";
    message = authMessages.networkFailure;
  }
  return (
    <section className="bg-navy-900 px-4 pt-32 pb-24 text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-200">{message}</p>
        <Link to="/" className="mt-8 inline-block rounded-md bg-brand-500 px-5 py-2.5 font-semibold text-navy-950">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
