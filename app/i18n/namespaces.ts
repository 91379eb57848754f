import type { en } from "./catalogues/en";
import type { Language } from "./languages";

/** A part of the catalogue that travels to the browser as a whole: the site's chrome, one page's copy. */
export type Namespace = keyof typeof en;

/** What the browser receives: the page's namespaces in its language, and nothing else. */
export interface PageTranslations {
  language: Language;
  resources: Partial<Record<Namespace, unknown>>;
}
