import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { knownBrowsers, users } from "~/db/schema";

// A browser is named by a random id in a long-lived cookie that only our server writes (signed,
// httpOnly), handed out on the sign-in pages. Once an account has signed in with it, the browser is
// known for that account, and its wrong passwords are counted on their own (docs/decisions/0012).

/** What the cookie is signed with, and whether the site is served over HTTPS. */
export interface BrowserCookieSettings {
  /** The server's secret (AUTH_SECRET); the cookie's signing key is derived from it. */
  secret: string;
  /** The site's address: on https the cookie is Secure and has the __Host- prefix. */
  appUrl: string;
}

/** A browser stays known this long after it last signed in to the account; its cookie lives as long. */
const KNOWN_BROWSER_DAYS = 365;
const KNOWN_BROWSER_SECONDS = KNOWN_BROWSER_DAYS * 24 * 60 * 60;

const onHttps = (settings: BrowserCookieSettings) => settings.appUrl.startsWith("https://");
const cookieName = (settings: BrowserCookieSettings) => (onHttps(settings) ? "__Host-browser" : "browser");

/** 128 random bits, base64url: 22 characters. */
const newBrowserId = () => randomBytes(16).toString("base64url");
const browserIdPattern = /^[\w-]{22}$/;

function signature(id: string, secret: string): Buffer {
  const key = createHmac("sha256", secret).update("known-browser cookie").digest();
  return Buffer.from(createHmac("sha256", key).update(id).digest("base64url"));
}

/** How the database and the rate limits name a browser: never by the id its cookie holds. */
export const browserHash = (id: string) => createHash("sha256").update(id).digest("hex");

/** The browser's id, when it sent a cookie of ours whose signature holds; undefined otherwise. */
export function browserIdOf(headers: Headers, settings: BrowserCookieSettings): string | undefined {
  const name = cookieName(settings);
  const value = headers
    .get("cookie")
    ?.split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const [id, signed] = value?.split(".") ?? [];
  if (!id || !signed || !browserIdPattern.test(id)) return undefined;
  const expected = signature(id, settings.secret);
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/** The Set-Cookie header naming the browser `id`, for the whole site, out of reach of scripts. */
function browserCookie(id: string, settings: BrowserCookieSettings): string {
  const value = `${id}.${signature(id, settings.secret).toString()}`;
  const secure = onHttps(settings) ? "; Secure" : "";
  return `${cookieName(settings)}=${value}; Max-Age=${KNOWN_BROWSER_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** What a sign-in page answers with: a cookie naming the browser, when it has none of ours yet. */
export function browserCookieHeaders(request: Request, settings: BrowserCookieSettings): Record<string, string> {
  return browserIdOf(request.headers, settings) ? {} : { "Set-Cookie": browserCookie(newBrowserId(), settings) };
}

/** Whether the browser signed in to the account of `email` within the last KNOWN_BROWSER_DAYS. */
export async function isKnownBrowser(db: Executor, id: string, email: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - KNOWN_BROWSER_SECONDS * 1000);
  const [row] = await db
    .select({ userId: knownBrowsers.userId })
    .from(knownBrowsers)
    .innerJoin(users, eq(users.id, knownBrowsers.userId))
    .where(
      and(
        eq(knownBrowsers.browserHash, browserHash(id)),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        gt(knownBrowsers.lastSignedInAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A completed sign-in, remembered: the cookie naming the browser, and whether the account knew it. */
export interface RememberedBrowser {
  /** The Set-Cookie header that names the browser for another KNOWN_BROWSER_DAYS. */
  cookie: string;
  /** The browser was not known for the account: never used with it, or not for KNOWN_BROWSER_DAYS. */
  isNew: boolean;
  /** No browser had ever signed in to the account before: its very first sign-in. */
  firstForAccount: boolean;
}

/**
 * Records a completed sign-in to `userId` from the browser `id` (a new one when it sent none) and
 * says whether the browser was new to the account.
 */
export async function rememberBrowser(
  db: Executor,
  id: string | undefined,
  userId: string,
  settings: BrowserCookieSettings,
  now = new Date(),
): Promise<RememberedBrowser> {
  const browser = id ?? newBrowserId();
  const hash = browserHash(browser);
  const since = new Date(now.getTime() - KNOWN_BROWSER_SECONDS * 1000);
  const [before] = await db
    .select({
      browsers: sql<number>`count(*)::int`,
      lastHere: sql<
        string | null
      >`max(${knownBrowsers.lastSignedInAt}) filter (where ${knownBrowsers.browserHash} = ${hash})`,
    })
    .from(knownBrowsers)
    .where(eq(knownBrowsers.userId, userId));
  await db
    .insert(knownBrowsers)
    .values({ browserHash: hash, userId, firstSignedInAt: now, lastSignedInAt: now })
    .onConflictDoUpdate({
      target: [knownBrowsers.browserHash, knownBrowsers.userId],
      set: { lastSignedInAt: now },
    });
  const lastHere = before?.lastHere ? new Date(before.lastHere) : undefined;
  return {
    cookie: browserCookie(browser, settings),
    isNew: !lastHere || lastHere <= since,
    firstForAccount: (before?.browsers ?? 0) === 0,
  };
}
