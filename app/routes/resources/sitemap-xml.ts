import { pathInLanguage } from "~/i18n/languages";
import { pageLanguages, publishedPages } from "~/marketing/public-pages";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  const { APP_URL } = context.services.env;
  // Each URL names its twins in every language, itself included, as search engines ask.
  const urls = publishedPages.map(({ page, path }) => {
    const twins = pageLanguages(page);
    const alternates =
      twins.length > 1
        ? twins.map(
            (language) =>
              `\n    <xhtml:link rel="alternate" hreflang="${language}" href="${APP_URL}${pathInLanguage(page.path, language)}"/>`,
          )
        : [];
    if (alternates.length > 0)
      alternates.push(`\n    <xhtml:link rel="alternate" hreflang="x-default" href="${APP_URL}${page.path}"/>`);
    return `  <url>\n    <loc>${APP_URL}${path}</loc>${alternates.join("")}\n  </url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
