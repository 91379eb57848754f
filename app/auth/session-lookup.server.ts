import { createHmac, timingSafeEqual } from "node:crypto";
import { parseCookies } from "better-auth/cookies";
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { passkeys, sessions, suppliers, users } from "~/db/schema";

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

/** The query `findSession` runs: on every signed-in request. */
const sessionQuery = preparedOnce((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.updatedAt,
        createdAt: sessions.createdAt,
        verifiedAt: sessions.verifiedAt,
      },
      user: { id: users.id, email: users.email, name: users.name, role: users.role, banned: users.banned },
      // An admin must have one before reaching the admin area (requireAdmin).
      hasSecondFactor: sql<boolean>`(${users.twoFactorEnabled} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
      supplier: suppliers,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(suppliers, eq(suppliers.userId, users.id))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("find_session"),
);

/**
 * The session, its user and the user's supplier record (null for an admin) for `token`, in one
 * query: a signed-in page asks for all three on every request.
 */
export async function findSession(db: Db, token: string) {
  const [found] = await sessionQuery(db).execute({ token });
  return found;
}

/**
 * Writes down that an admin session was seen at `now` and moves its end (session-policy.ts): one
 * small update, at most once a minute a session, so that its idle time is counted from here.
 */
export async function recordSessionSeen(db: Db, sessionId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ updatedAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}
