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
 * serve (405, or 204 with the list for OPTIONS), a missing or malformed Host header, a target that
 * is not a path, or an address that cannot be read (400). Returns whether it answered. Such
 * requests are a client's mistake, not the server's, so nothing is logged as an error.
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
  // In the language of the page it was sent to, which the path names.
  const path = req.url?.split("?")[0] ?? "/";
  const language = languageOfPath(path);
  const replyIn = (status: number, text: string, headers: Record<string, string> = {}) =>
    reply(status, plainTextIn(language, text), { ...headers, "Content-Language": localeOf[language].html });
  if (!servedMethods.has(req.method ?? "")) {
    const text = translatorFor(language, "failures")("methodNotAllowed", {
      method: req.method ?? "",
      allowed: allowedMethods,
    });
    replyIn(405, text, { Allow: allowedMethods });
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
  // A NUL anywhere (PostgreSQL cannot store one, so no lookup may be handed it), or a path whose
  // escapes do not decode: no link on the web has either.
  if (/%00|\0/i.test(req.url) || !decodes(path)) {
    replyIn(400, translatorFor(language, "failures")("addressUnreadable"));
    return true;
  }
  return false;
}

function decodes(path: string): boolean {
  try {
    // Compared, not only called: the bundler drops a call whose result is unused, and its throw with it.
    return decodeURIComponent(path).length >= 0;
  } catch {
    return false;
  }
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
