import { MAX_BASKET_LINES, MAX_LINE_NOTE, MAX_QUANTITY, type BasketLine } from "./basket";
import { findQuoteItem } from "./quote-items.server";
import { oneLine } from "~/forms/text";

// A buyer has no account, so the basket lives in a cookie of its own: the lines as JSON in base64url.
// Only our server writes it (HttpOnly), but anyone can send anything in it, so reading it keeps what
// makes sense and drops the rest without a word.

/** The longest value written: with its name and attributes, well under the 4 KB a browser keeps per cookie. */
const MAX_COOKIE_VALUE = 3000;
const BASKET_SECONDS = 30 * 24 * 60 * 60;

// As the known-browser cookie: on https it is Secure and has the __Host- prefix (whole site, this host only).
const onHttps = (appUrl: string) => appUrl.startsWith("https://");
const cookieName = (appUrl: string) => (onHttps(appUrl) ? "__Host-quote-basket" : "quote-basket");

/** The basket the request's cookie holds, or an empty one. Never throws. */
export function readBasket(request: Request, appUrl: string): BasketLine[] {
  const name = cookieName(appUrl);
  const value = request.headers
    .get("cookie")
    ?.split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return value ? decodeBasket(value) : [];
}

/** The Set-Cookie header that keeps `lines` (an empty basket clears it), or undefined when they do not fit in a cookie. */
export function basketCookie(lines: readonly BasketLine[], appUrl: string): string | undefined {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${onHttps(appUrl) ? "; Secure" : ""}`;
  if (lines.length === 0) return `${cookieName(appUrl)}=; Max-Age=0; ${attributes}`;
  const value = encodeBasket(lines);
  if (value.length > MAX_COOKIE_VALUE) return undefined;
  return `${cookieName(appUrl)}=${value}; Max-Age=${BASKET_SECONDS}; ${attributes}`;
}

export function encodeBasket(lines: readonly BasketLine[]): string {
  const compact = lines.map(({ item, quantity, note }) => (note ? [item, quantity, note] : [item, quantity]));
  return Buffer.from(JSON.stringify(compact)).toString("base64url");
}

export function decodeBasket(value: string): BasketLine[] {
  let entries: unknown;
  try {
    entries = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return basketLines(
    entries.map((entry: unknown) =>
      Array.isArray(entry) ? { item: entry[0], quantity: entry[1], note: entry[2] } : undefined,
    ),
  );
}

/**
 * The lines worth keeping, in order: items the catalogue offers, once each, with a whole quantity
 * from 1 to MAX_QUANTITY and a note of plain text cut to MAX_LINE_NOTE, at most MAX_BASKET_LINES.
 */
export function basketLines(candidates: readonly unknown[]): BasketLine[] {
  const lines: BasketLine[] = [];
  for (const candidate of candidates) {
    if (lines.length === MAX_BASKET_LINES) break;
    if (!candidate || typeof candidate !== "object") continue;
    const { item, quantity, note } = candidate as Record<string, unknown>;
    if (typeof item !== "string" || !findQuoteItem(item, "en")) continue;
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_QUANTITY) continue;
    if (lines.some((line) => line.item === item)) continue;
    const text = typeof note === "string" ? oneLine(note).trim() : "";
    lines.push({ item, quantity: quantity as number, ...(text ? { note: text.slice(0, MAX_LINE_NOTE) } : {}) });
  }
  return lines;
}

/** The basket with `item` in it: added with a quantity of 1 unless it is there already, unknown or the basket is full. */
export function addToBasket(lines: readonly BasketLine[], item: string): BasketLine[] {
  if (lines.some((line) => line.item === item)) return [...lines];
  return basketLines([...lines, { item, quantity: 1 }]);
}
