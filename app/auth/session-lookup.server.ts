import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, suppliers, users } from "~/db/schema";
import { SESSION_REFRESH_AGE_SECONDS, SESSION_SECONDS } from "./auth.server";

/**
 * The session token in better-auth's signed session cookie ("<token>.<base64 HMAC-SHA256 of the
 * token>", URL-encoded), or null when the cookie is missing or its signature is not ours.
 */
export function verifiedSessionToken(cookieHeader: string | null, cookieName: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const value = parseCookies(cookieHeader).get(cookieName);
  if (!value) return null;
  let signed: string;
  try {
    signed = decodeURIComponent(value);
  } catch {
    return null;
  }
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session, its user and the user's supplier record (null for an admin) for `token`, in one
 * query: a signed-in page asks for all three on every request.
 */
export async function findSession(db: Db, token: string) {
  const [found] = await db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt },
      user: { id: users.id, email: users.email, name: users.name, role: users.role, banned: users.banned },
      supplier: suppliers,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .where(eq(sessions.token, token));
  return found;
}

/** better-auth's rule: a session is extended once it is a day old (SESSION_REFRESH_AGE_SECONDS). */
export function sessionDueForRefresh(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - SESSION_SECONDS * 1000 + SESSION_REFRESH_AGE_SECONDS * 1000 <= now;
}
