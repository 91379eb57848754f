import { createContext, useContext, useState } from "react";
import type { PageTranslations } from "./namespaces";

/**
 * The chrome's words for a page rendered without the root loader's data: a form sent to a page
 * that takes none (405), or an action that failed, where React Router runs no loader. The server
 * provides them here (entry.server.tsx); the page carries them to the browser in a JSON script.
 */
export const ServerTranslations = createContext<PageTranslations | undefined>(undefined);

const scriptId = "fallback-translations";

/** The fallback translations, on the server from its context, in the browser from the page. */
export function useFallbackTranslations(): PageTranslations | undefined {
  const fromServer = useContext(ServerTranslations);
  const [fromPage] = useState(() => {
    if (fromServer || typeof document === "undefined") return undefined;
    const script = document.getElementById(scriptId);
    return script?.textContent ? (JSON.parse(script.textContent) as PageTranslations) : undefined;
  });
  return fromServer ?? fromPage;
}

/** Carries the fallback translations to the browser; JSON is data, not script, so CSP allows it. */
export function FallbackTranslationsScript({ translations }: { translations: PageTranslations }) {
  return (
    <script
      type="application/json"
      id={scriptId}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(translations).replace(/</g, "\\u003c") }}
    />
  );
}
