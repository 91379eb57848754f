import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { defaultLanguage, isLanguage, type Language } from "./languages";

/**
 * The language the page is shown in. Read from the context: useTranslation copies the i18next
 * instance on every call, which a page's dozens of links would pay for on every render.
 */
export function useLanguage(): Language {
  const language = useContext(I18nContext)?.i18n?.language;
  return isLanguage(language) ? language : defaultLanguage;
}
