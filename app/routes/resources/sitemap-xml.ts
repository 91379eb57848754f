import { hreflangLinks, publishedPages } from "~/marketing/public-pages";
import type { Route } from "./+types/sitemap-xml";

export function loader({ context }: Route.LoaderArgs) {
  const { APP_URL } = context.services.env;
  // Each URL names its twins in every language, itself included, as search engines ask.
  const urls = publishedPages.map(({ page, path }) => {
    const alternates = hreflangLinks(page).map(
      (link) => `\n    <xhtml:link rel="alternate" hreflang="${link.hrefLang}" href="${APP_URL}${link.path}"/>`,
    );
    return `  <url>\n    <loc>${APP_URL}${path}</loc>${alternates.join("")}\n  </url>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
