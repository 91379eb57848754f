import { createInstance, type i18n } from "i18next";
import { useState } from "react";
import { I18nextProvider } from "react-i18next";
import type { PageTranslations } from "./namespaces";

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
  const [instance] = useState(() => createTranslations(translations));
  const { language, resources } = translations;
  for (const [namespace, bundle] of Object.entries(resources)) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle);
  }
  // Resources are in place, so the change is immediate; react-i18next re-renders what it shows.
  if (instance.language !== language) void instance.changeLanguage(language);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

function createTranslations({ language, resources }: PageTranslations): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: resources as Record<string, object> },
    defaultNS: "shell",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
