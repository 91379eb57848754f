import { isNamespace, translationsFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, pathWithoutLanguage } from "~/i18n/languages";
import type { Namespace, PageTranslations } from "~/i18n/namespaces";
import type { PageDescription } from "./page-meta";
import { findAccountPage, findPublicPage, hreflangLinks } from "./public-pages";

/** The admin's sign-in page shares the supplier's sign-in form; the admin area is in English only. */
const adminSignIn = "/login";

/** What the root loader tells every page about itself: its language, its words and, for a public page, its description. */
export function pageFor(pathname: string): { translations: PageTranslations; page?: PageDescription } {
  const found = findPublicPage(pathname);
  if (!found) {
    const bare = pathWithoutLanguage(pathname).toLowerCase();
    const namespaces = bare === adminSignIn ? (["auth"] as const) : (findAccountPage(pathname)?.namespaces ?? []);
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
