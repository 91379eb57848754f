import type { en } from "./catalogues/en";
import type { Language } from "./languages";

/** A part of the catalogue that travels to the browser as a whole: the site's chrome, one page's copy. */
export type Namespace = keyof typeof en;

/**
 * What the browser receives: the page's namespaces in its language, and nothing else. The words
 * travel as one JSON text, written once per language and set of namespaces: in the page's data, a
 * string costs a request one copy, where the same words as objects cost React Router's encoder
 * hundreds of values.
 */
export interface PageTranslations {
  language: Language;
  namespaces: Namespace[];
  /** `{ [namespace]: words }` as JSON. */
  resources: string;
}
