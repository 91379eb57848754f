import { plainTextIn } from "./plain-text";
import type { NextFunction, Request, Response } from "express";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, localeOf, type Language } from "~/i18n/languages";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** "https://www.example.ae:443" as "https://www.example.ae"; undefined for what is not an origin ("null"). */
function originOf(text: string): string | undefined {
  try {
    const { origin } = new URL(text);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Refuses state-changing requests that a browser sent from another site (cross-site request
 * forgery). Browsers always say where a POST comes from, in Origin or Sec-Fetch-Site; requests
 * that carry neither come from non-browser clients, which cannot ride on a visitor's cookies.
 * The origin must be the one the request reached, by TRUST_PROXY's forwarded host and protocol or
 * by the Host header: React Router refuses any other with a bare 400 after this check.
 */
export function refuseCrossOriginWrites(options: { appUrl: string }) {
  const appOrigin = new URL(options.appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = requestOrigin(req);
    if (
      origin === undefined ? req.get("sec-fetch-site") !== "cross-site" : ownOrigin && originOf(origin) === ownOrigin
    ) {
      return next();
    }
    const language = languageOfPath(req.path);
    const t = translatorFor(language, "failures");
    if (origin !== undefined && originOf(origin) === appOrigin) {
      // The site's own page, reached under another address: a proxy that does not pass the Host on.
      sendPlainText(res.status(400), language, t("formReachedAnotherAddress", { site: appOrigin }));
      return;
    }
    sendPlainText(res.status(403), language, t("formFromAnotherSite"));
  };
}

function sendPlainText(res: Response, language: Language, text: string) {
  res.type("text/plain").set("Content-Language", localeOf[language].html).send(plainTextIn(language, text));
}

function requestOrigin(req: Request): string | undefined {
  return originOf(`${req.protocol}://${req.host}`);
}
