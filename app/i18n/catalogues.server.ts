import { createInstance, type i18n, type TFunction } from "i18next";
import type { Catalogue } from "./catalogue";
import { ar } from "./catalogues/ar";
import { en } from "./catalogues/en";
import { languages, type Language } from "./languages";
import type { Namespace, PageTranslations } from "./namespaces";
import { rememberPlainLookups } from "./plain-lookups";

const catalogues: Record<Language, Catalogue<typeof en>> = { en, ar };

/** A language's whole catalogue, for code on the server that reads it as data (the product catalogue). */
export function catalogueFor(language: Language): Catalogue<typeof en> {
  return catalogues[language];
}

export function isNamespace(name: string): name is Namespace {
  return Object.hasOwn(en, name);
}

const written = new Map<string, PageTranslations>();

/** The namespaces a page needs, in its language, ready for the browser: written once, then kept. */
export function translationsFor(language: Language, namespaces: Namespace[]): PageTranslations {
  const key = `${language}:${namespaces.join(",")}`;
  let translations = written.get(key);
  if (!translations) {
    const catalogue = catalogues[language];
    const resources = JSON.stringify(
      Object.fromEntries(namespaces.map((namespace) => [namespace, catalogue[namespace]])),
    );
    written.set(key, (translations = { language, namespaces, resources }));
  }
  return translations;
}

// One instance per language, holding every namespace, for text written on the server (titles, emails).
const instances = new Map<Language, i18n>(
  languages.map((language) => {
    const instance = createInstance();
    void instance.init({
      lng: language,
      resources: { [language]: catalogues[language] },
      defaultNS: "shell",
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return [language, rememberPlainLookups(instance)];
  }),
);

/** The translation function of a language and namespace, for text written on the server. */
export function translatorFor<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return instances.get(language)!.getFixedT(language, namespace);
}

/** A GCC country as `language` names it ("الإمارات"); any other country as the person wrote it. */
export function countryName(country: string, language: Language): string {
  const names: Record<string, string> = catalogueFor(language).shell.countries;
  return Object.hasOwn(names, country) ? names[country]! : country;
}
