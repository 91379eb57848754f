import type { MetaDescriptor } from "react-router";
import { localeOf, type Language } from "~/i18n/languages";
import type { CompanyFacts } from "~/settings/company";

/** What the root loader says about a public page: its words in the page's language, and its twins. */
export interface PageDescription {
  language: Language;
  title: string;
  description: string;
  /** The page's own path, which its canonical URL is made of. */
  path: string;
  /** The page's hreflang links (`hreflangLinks`), none when it is in one language. */
  alternates: Array<{ hrefLang: Language | "x-default"; path: string }>;
}

interface RootData {
  appUrl: string;
  company: CompanyFacts;
  page?: PageDescription;
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

function rootData(args: MetaArgs): RootData | undefined {
  return args.matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/**
 * Title, description, canonical URL, language twins and social cards for one page: a public page's
 * as the root loader found them, or those given (pages outside the list, such as the 404 page).
 */
export function pageMeta(args: MetaArgs, given?: { title: string; description: string }): MetaDescriptor[] {
  const root = rootData(args);
  const page = given ? undefined : root?.page;
  const language = page?.language ?? "en";
  const { title: pageTitle, description } = given ?? page ?? { title: "", description: "" };
  const siteName = root?.company.name ?? "";
  const title = pageTitle.includes(siteName) ? pageTitle : `${pageTitle} | ${siteName}`;
  const appUrl = root?.appUrl ?? "";
  const url = `${appUrl}${page?.path ?? args.location.pathname}`;
  const image = `${appUrl}/images/social-card.png`;
  const alternates = page?.alternates ?? [];
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map((twin) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: twin.hrefLang,
      href: `${appUrl}${twin.path}`,
    })),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: localeOf[language].openGraph },
    ...alternates.flatMap(({ hrefLang }) =>
      hrefLang === "x-default" || hrefLang === language
        ? []
        : [{ property: "og:locale:alternate", content: localeOf[hrefLang].openGraph }],
    ),
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** Sign-in, password and admin pages: a title, and kept out of search engines. */
export function privatePageMeta(args: MetaArgs, title: string | undefined): MetaDescriptor[] {
  const siteName = rootData(args)?.company.name ?? "";
  const heading = title && siteName ? `${title} | ${siteName}` : (title ?? siteName);
  return [{ title: heading }, { name: "robots", content: "noindex, nofollow" }];
}
