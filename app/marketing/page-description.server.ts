import { isNamespace, translationsFor, translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, pathWithoutLanguage } from "~/i18n/languages";
import type { Namespace, PageTranslations } from "~/i18n/namespaces";
import type { PageDescription } from "./page-meta";
import { findPublicPage, hreflangLinks } from "./public-pages";

/** Pages outside the public list that show a public page's pieces: the profile is the registration form. */
const sharedNamespaces: Record<string, Namespace[]> = { "/supplier-dashboard/profile": ["supplierRegistration"] };

/** What the root loader tells every page about itself: its language, its words and, for a public page, its description. */
export function pageFor(pathname: string): { translations: PageTranslations; page?: PageDescription } {
  const found = findPublicPage(pathname);
  if (!found) {
    const shared = sharedNamespaces[pathWithoutLanguage(pathname).toLowerCase()] ?? [];
    return { translations: translationsFor(languageOfPath(pathname), ["shell", ...shared]) };
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
