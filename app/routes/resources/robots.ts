import { languages, pathInLanguage } from "~/i18n/languages";
import { accountPages } from "~/marketing/public-pages";
import type { Route } from "./+types/robots";

// The admin area, and every sign-in, password and portal page in every language.
const privatePaths = [
  "/admin",
  "/login",
  ...new Set(
    accountPages.flatMap((page) => {
      const top = `/${page.path.split("/")[1]}`;
      return languages.map((language) => pathInLanguage(top, language));
    }),
  ),
];

export function loader({ context }: Route.LoaderArgs) {
  const { APP_URL } = context.services.env;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...privatePaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${APP_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
