// Imported by app/routes.ts, which is loaded without the "~" alias: relative imports only.
import type { pages } from "../i18n/catalogues/en/pages";
import type { Namespace } from "../i18n/namespaces";
import { languages, pathInLanguage, pathWithoutLanguage, type Language } from "../i18n/languages";

/**
 * Every public page: the one list behind the sitemaps, canonical URLs, URL casing and the page cache.
 * Names, titles and descriptions are in the catalogue's `pages`, under the page's id.
 */
export interface PublicPage {
  id: keyof typeof pages;
  /** The English path; the Arabic twin, where there is one, is the same under /ar. */
  path: string;
  /** Other spellings that serve the same page (the spec lists both /services and /Services). */
  aliases?: string[];
  section: "company" | "services" | "portal" | "resources" | "legal";
}

export const publicPages: PublicPage[] = [
  { id: "home", path: "/", section: "company" },
  { id: "about", path: "/about", section: "company" },
  { id: "services", path: "/services", aliases: ["/Services"], section: "services" },
  { id: "whyUs", path: "/WhyUs", section: "company" },
  { id: "products", path: "/products", section: "services" },
  { id: "hardware", path: "/hardware", section: "services" },
  { id: "industries", path: "/AreaWeServe", section: "company" },
  { id: "itConsulting", path: "/ItConsulting", section: "services" },
  { id: "itHardware", path: "/ItHardware", section: "services" },
  { id: "contact", path: "/contact", section: "company" },
  { id: "supplierRegistration", path: "/SupplierRegistration", section: "portal" },
  { id: "sitemap", path: "/sitemap", section: "resources" },
  { id: "seoMetaGuide", path: "/seo-meta-guide", section: "resources" },
  { id: "altTextGuide", path: "/alt-text-guide", section: "resources" },
  { id: "seoStrategy", path: "/seo-strategy", section: "resources" },
  { id: "privacyPolicy", path: "/privacy-policy", section: "legal" },
  { id: "termsOfService", path: "/terms-of-service", section: "legal" },
];

/** The pages whose Arabic edition is written: each has a twin under /ar (app/routes.ts adds its route). */
const writtenInArabic = new Set<PublicPage["id"]>([
  "home",
  "sitemap",
  "about",
  "whyUs",
  "services",
  "industries",
  "itConsulting",
  "itHardware",
  "hardware",
  "products",
  "contact",
  "privacyPolicy",
  "termsOfService",
  "seoMetaGuide",
  "altTextGuide",
  "seoStrategy",
  "supplierRegistration",
]);

/**
 * The pages outside the public list that speak every language: sign-in, the emailed password links
 * and the supplier portal, with the catalogue namespaces each needs. They are private: no sitemap,
 * no page cache, no search engine (robots.txt). Their Arabic twin is the same path under /ar.
 */
export const accountPages: Array<{ path: string; namespaces: Namespace[] }> = [
  { path: "/supplier-login", namespaces: ["auth"] },
  { path: "/sign-out", namespaces: [] },
  { path: "/set-password", namespaces: ["auth"] },
  { path: "/reset-password", namespaces: ["auth"] },
  { path: "/supplier-dashboard", namespaces: ["portal"] },
  { path: "/supplier-dashboard/security", namespaces: ["portal", "auth", "account"] },
  { path: "/supplier-dashboard/profile", namespaces: ["portal", "supplierRegistration"] },
  { path: "/payment-required", namespaces: ["portal", "failures"] },
  { path: "/payment-required/authenticate", namespaces: ["portal"] },
  { path: "/supplier-dashboard/opportunities", namespaces: ["portal", "opportunities"] },
  { path: "/supplier-dashboard/opportunities/:id", namespaces: ["portal", "opportunities", "failures"] },
  { path: "/quote-request", namespaces: ["quoteRequest", "failures"] },
  { path: "/quote-request/sent", namespaces: ["quoteRequest"] },
];
const accountPagesByPath = new Map(accountPages.map((page) => [page.path.toLowerCase(), page]));

/** The account page at `path` (its English path, in any casing); throws for any other path. */
export function accountPage(path: string): (typeof accountPages)[number] {
  const page = accountPagesByPath.get(path.toLowerCase());
  if (!page) throw new Error(`${path} is not in the list of account pages`);
  return page;
}

/**
 * The first segments of every private page in every language: the admin area and its sign-in, and
 * the account pages ("/supplier-dashboard", "/ar/supplier-dashboard", …). robots.txt keeps search
 * engines out of them and the server tells caches not to keep them.
 */
export const privatePathPrefixes: readonly string[] = [
  ...new Set([
    "/admin",
    "/login",
    ...accountPages.flatMap((page) =>
      languages.map((language) => pathInLanguage(`/${page.path.split("/")[1]}`, language)),
    ),
  ]),
];
const lowerCasePrefixes = privatePathPrefixes.map((prefix) => prefix.toLowerCase());

/** Whether a path (a page, or its data request) is one of the private pages, in any casing. */
export function isPrivatePath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\.data$/, "");
  return lowerCasePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The account page a path in any language names, or undefined. */
export function findAccountPage(pathname: string): (typeof accountPages)[number] | undefined {
  const path = pathWithoutLanguage(pathname)
    .replace(/(.)\/+$/, "$1")
    .toLowerCase();
  // A page about one record ("/supplier-dashboard/opportunities/:id") is listed with its parameter.
  return accountPagesByPath.get(path) ?? accountPagesByPath.get(path.replace(/\/[^/]+$/, "/:id"));
}

/** The languages a page is published in. */
export function pageLanguages(page: PublicPage): Language[] {
  return writtenInArabic.has(page.id) ? ["en", "ar"] : ["en"];
}

export function publicPage(path: string): PublicPage {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not in the list of public pages`);
  return page;
}

/**
 * The hreflang links of a page published in more than one language: each language's URL, and the
 * English one again as the default for every other language. None for a page in one language.
 */
export function hreflangLinks(page: PublicPage): Array<{ hrefLang: Language | "x-default"; path: string }> {
  const twins = pageLanguages(page);
  if (twins.length < 2) return [];
  return [
    ...twins.map((language) => ({ hrefLang: language, path: pathInLanguage(page.path, language) })),
    { hrefLang: "x-default" as const, path: page.path },
  ];
}

/** Every public page in every language it is published in, at its one URL: what sitemaps list. */
export const publishedPages = publicPages.flatMap((page) =>
  pageLanguages(page).map((language) => ({ page, language, path: pathInLanguage(page.path, language) })),
);

/** Every spelling of every public page in every language it is published in, with the URL it belongs to. */
const spellings = publicPages.flatMap((page) =>
  pageLanguages(page).flatMap((language) =>
    [page.path, ...(page.aliases ?? [])].map((spelling) => ({
      spelling: pathInLanguage(spelling, language),
      page,
      language,
      url: pathInLanguage(page.path, language),
    })),
  ),
);
const byLowerCase = new Map(spellings.map((entry) => [entry.spelling.toLowerCase(), entry]));

/** The paths a public page is served at as they are spelt (aliases included): what the page cache holds. */
export const publicPaths: ReadonlySet<string> = new Set(spellings.map((entry) => entry.spelling));

/** The public page a path names, in any casing or with a trailing slash, with its language; undefined for other paths. */
export function findPublicPage(pathname: string): { page: PublicPage; language: Language; url: string } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byLowerCase.get(trimmed.toLowerCase());
}

/** Where a miscased or slash-ended spelling of a public path should be redirected; null when it is fine. */
export function canonicalRedirect(pathname: string): string | null {
  if (publicPaths.has(pathname)) return null;
  return findPublicPage(pathname)?.url ?? null;
}

/** A path as a page in `language` links to it: its twin in that language where one is written. */
export function localPath(path: string, language: Language): string {
  if (!path.startsWith("/")) return path; // "#amc", "?page=2": the page itself
  const [, pathname = "/", rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const spelling = pathInLanguage(pathname, language);
  // A spelling the page is served at stays as written (the spec's footer links to /Services).
  if (publicPaths.has(spelling)) return spelling + rest;
  const twin = findPublicPage(spelling);
  if (twin) return twin.language === language ? twin.url + rest : path;
  return findAccountPage(pathname) ? spelling + rest : path;
}
