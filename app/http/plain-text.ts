import { localeOf, type Language } from "~/i18n/languages";

/**
 * A sentence for a plain-text answer in `language`. A browser shows plain text left to right: a
 * closing right-to-left mark keeps an Arabic sentence's final full stop at its end, on the left,
 * instead of after it on the right.
 */
export function plainTextIn(language: Language, text: string): string {
  return localeOf[language].dir === "rtl" ? `${text}\u200f` : text;
}
