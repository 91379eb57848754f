import { useEffect } from "react";
import type { Language } from "./languages";

/**
 * The Arabic pages' font, IBM Plex Sans Arabic (app/app.css), only once the browser has it in its
 * cache. A visitor's first Arabic page shows the system's Arabic font, so that nothing but the HTML
 * and the CSS stands before its first paint, and fetches the font once it has loaded; the pages
 * loaded after it find the font in the cache and show it from their first paint. A page never
 * changes font while it is open, so no text moves.
 */
const storageKey = "arabic-font";

/** Set on <html>, before the first paint, when the font is in the browser's cache. */
const arabicFontAttribute = "data-arabic-font";

/**
 * Decides before the first paint; after the stylesheet's link, so that it runs once the stylesheet
 * has arrived. An earlier page fetched the font (the stored mark), and the stylesheet came from the
 * browser's cache (no bytes transferred), so the font, fetched after it, is there too. Someone whose
 * cache was emptied keeps the system's font rather than wait for the font's download.
 * Inline, so a cached page's Content-Security-Policy lists its hash (decision 0004).
 */
export function ArabicFontScript({ nonce }: { nonce: string }) {
  const script = `try{var s=document.querySelector('link[rel="stylesheet"]'),e=s&&performance.getEntriesByName(s.href)[0];if(e&&e.transferSize===0&&localStorage.getItem("${storageKey}"))document.documentElement.setAttribute("${arabicFontAttribute}","")}catch(_){}`;
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />;
}

/** On an Arabic page shown without the font, fetches its two weights once the page has loaded. */
export function useArabicFontForLaterPages(language: Language) {
  useEffect(() => {
    if (language !== "ar" || document.documentElement.hasAttribute(arabicFontAttribute)) return;
    const fetchFont = () => {
      // Loading a face no element uses changes nothing on this page.
      Promise.all(["400", "700"].map((weight) => document.fonts.load(`${weight} 1em "IBM Plex Sans Arabic"`, "ع")))
        .then((faces) => {
          if (faces.every((found) => found.length > 0)) localStorage.setItem(storageKey, "1");
        })
        .catch(() => {}); // no font, or no storage: the system's font it is
    };
    if (document.readyState === "complete") {
      fetchFont();
      return;
    }
    window.addEventListener("load", fetchFont, { once: true });
    return () => window.removeEventListener("load", fetchFont);
  }, [language]);
}
