import { createInstance, type i18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import type { Language } from "./languages";
import type { PageTranslations } from "./namespaces";
import { rememberPlainLookups } from "./plain-lookups";

// One instance per language, for the whole process: in the browser, switching language swaps the
// instance instead of changing one's language, which would make i18next notify components in the
// middle of a render; on the server, no request pays for building one. Every instance holds the
// same words for a language, so sharing them between requests is safe.
const instances = new Map<string, i18n>();

/**
 * Gives the page's components their translations. The namespaces arrive with the root loader's
 * data, a page at a time, so the browser holds only what the pages it has shown need.
 */
export function TranslationProvider({
  translations,
  children,
}: {
  translations: PageTranslations;
  children: React.ReactNode;
}) {
  const { language, namespaces } = translations;
  let instance = instances.get(language);
  if (!instance) instances.set(language, (instance = createTranslations(language)));
  // A page's namespaces join those of the pages shown before it; adding them notifies no component.
  // The words are read from their JSON only when one of them is new here.
  if (namespaces.some((namespace) => !instance.hasResourceBundle(language, namespace))) {
    const resources = JSON.parse(translations.resources) as Record<string, object>;
    for (const [namespace, bundle] of Object.entries(resources)) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle);
    }
  }
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

function createTranslations(language: Language): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: {},
    defaultNS: "shell",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return rememberPlainLookups(instance);
}
