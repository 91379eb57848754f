import type { MetaDescriptor } from "react-router";
import type { CompanyFacts } from "~/settings/company";

interface RootData {
  appUrl: string;
  company: CompanyFacts;
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

function rootData(args: MetaArgs): RootData | undefined {
  return args.matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/** Title, description, canonical URL and social cards for one page. */
export function pageMeta(
  args: MetaArgs,
  page: { title: string; description: string; path?: string },
): MetaDescriptor[] {
  const root = rootData(args);
  const siteName = root?.company.name ?? "";
  const title = page.title.includes(siteName) ? page.title : `${page.title} | ${siteName}`;
  const appUrl = root?.appUrl ?? "";
  const url = `${appUrl}${page.path ?? args.location.pathname}`;
  const image = `${appUrl}/images/social-card.png`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_AE" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
}

/** Sign-in, password and admin pages: a title, and kept out of search engines. */
export function privatePageMeta(args: MetaArgs, title: string): MetaDescriptor[] {
  const siteName = rootData(args)?.company.name ?? "";
  return [{ title: siteName ? `${title} | ${siteName}` : title }, { name: "robots", content: "noindex, nofollow" }];
}
