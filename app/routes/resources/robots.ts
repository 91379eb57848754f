import { privatePathPrefixes } from "~/marketing/public-pages";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { APP_URL } = context.services.env;
  const body = [
    "User-agent: *",
    "Allow: /",
    ...privatePathPrefixes.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${APP_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
