import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfPath, localeOf } from "~/i18n/languages";
import { plainTextIn } from "./plain-text";

/** The methods the site answers: pages, their data and forms. */
const allowedMethods = "GET, HEAD, POST";
const servedMethods = new Set(["GET", "HEAD", "POST"]);

// A host name (letters, digits, hyphens, dots) or a bracketed IPv6 address, with an optional port.
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Answers a request no page could handle, before anything else reads it: a method the site does not
 * serve (405, or 204 with the list for OPTIONS), a missing or malformed Host header or a target
 * that is not a path (400). Returns whether it answered. Such requests are a client's mistake, not
 * the server's, so nothing is logged as an error.
 */
export function refuseMalformedRequest(
  req: IncomingMessage,
  res: ServerResponse,
  siteHeaders: ReadonlyArray<[string, string]> = [],
): boolean {
  const reply = (status: number, text: string, headers: Record<string, string> = {}) =>
    replyPlainly(res, status, text, { ...Object.fromEntries(siteHeaders), ...headers });
  if (req.method === "OPTIONS") {
    reply(204, "", { Allow: allowedMethods });
    return true;
  }
  if (!servedMethods.has(req.method ?? "")) {
    // In the language of the page it was sent to, which the path names.
    const language = languageOfPath(req.url?.split("?")[0] ?? "/");
    const text = translatorFor(language, "failures")("methodNotAllowed", {
      method: req.method ?? "",
      allowed: allowedMethods,
    });
    reply(405, plainTextIn(language, text), {
      Allow: allowedMethods,
      "Content-Language": localeOf[language].html,
    });
    return true;
  }
  const host = req.headers.host;
  if (!host || !hostPattern.test(host)) {
    reply(400, "Bad request: the Host header is missing or malformed.");
    return true;
  }
  if (!req.url?.startsWith("/") || req.url.startsWith("//")) {
    reply(400, "Bad request: the request target must be a path.");
    return true;
  }
  return false;
}

/** A CONNECT request (a proxy's tunnel) gets 405 too; Node hands it over apart from the others. */
export function refuseTunnel(_req: IncomingMessage, socket: Duplex): void {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}

/** A refusal in plain text, with the headers every response of the site carries and a policy that allows nothing. */
function replyPlainly(res: ServerResponse, status: number, text: string, headers: Record<string, string>) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}
