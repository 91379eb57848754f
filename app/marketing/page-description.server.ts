import { isNamespace, translationsFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, pathWithoutLanguage } from "~/i18n/languages";
import type { Namespace, PageTranslations } from "~/i18n/namespaces";
import type { PageDescription } from "./page-meta";
import { findAccountPage, findPublicPage, hreflangLinks } from "./public-pages";

/** The admin pages that share the supplier's forms, with those forms' words; the admin area is in English only. */
const adminPagesWithWords: Record<string, Namespace[]> = {
  "/login": ["auth"],
  "/admin/security": ["account", "auth"],
  // The pages that ask for proof of identity before a change (StepUpPrompt).
  "/admin/confirm": ["account"],
  "/admin/settings": ["account"],
  "/admin/subscription-settings": ["account"],
};

/** What the root loader tells every page about itself: its language, its words and, for a public page, its description. */
export function pageFor(pathname: string): { translations: PageTranslations; page?: PageDescription } {
  const found = findPublicPage(pathname);
  if (!found) {
    const bare = pathWithoutLanguage(pathname).toLowerCase();
    const namespaces = adminPagesWithWords[bare] ?? findAccountPage(pathname)?.namespaces ?? [];
    return { translations: translationsFor(languageOfPath(pathname), ["shell", ...namespaces]) };
  }
  const { page, language, url } = found;
  const t = translatorFor(language, "pages");
  const namespaces: Namespace[] = ["shell"];
  if (isNamespace(page.id)) namespaces.push(page.id);
  if (page.id === "sitemap") namespaces.push("pages"); // it lists every page by name
  return {
    translations: translationsFor(language, namespaces),
    page: {
      language,
      title: t(`${page.id}.title`),
      description: t(`${page.id}.description`),
      path: url,
      alternates: hreflangLinks(page),
    },
  };
}
