/** The languages the public site and the supplier portal speak; English is the default and has no prefix. */
export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** The `lang` attribute, hreflang, the locale of `Intl` formats, the direction and the comma of each language. */
export const localeOf: Record<
  Language,
  { html: string; intl: string; openGraph: string; dir: "ltr" | "rtl"; comma: string }
> = {
  en: { html: "en-AE", intl: "en-AE", openGraph: "en_AE", dir: "ltr", comma: ", " },
  // Western digits: the Gulf's business documents, prices and phone numbers use them (docs/decisions/0009).
  ar: { html: "ar-AE", intl: "ar-AE-u-nu-latn", openGraph: "ar_AE", dir: "rtl", comma: "، " },
};

/** The language each language's name is written in, for the switch: a reader finds their own. */
export const nativeName: Record<Language, string> = { en: "English", ar: "العربية" };

/** Each language's English name, for the admin area and the team's emails, which are in English. */
export const englishName: Record<Language, string> = { en: "English", ar: "Arabic" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

const arabicPrefix = /^\/ar(?=\/|$)/i;

/** The language a path is in: "/ar" and everything under it is Arabic. */
export function languageOfPath(pathname: string): Language {
  return arabicPrefix.test(pathname) ? "ar" : "en";
}

/** The language of the page a request is for. */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The path without its language prefix: "/ar/about" → "/about", "/ar" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  return pathname.replace(arabicPrefix, "") || "/";
}

/** A path in the given language: "/about" → "/ar/about", "/" → "/ar". */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  if (language === defaultLanguage) return bare;
  return bare === "/" ? `/${language}` : `/${language}${bare}`;
}

/** The cookie that remembers a visitor's choice of language, for pages whose URL does not say it. */
export const languageCookie = "lang";
