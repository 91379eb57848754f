import { and, lte, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { rateLimits } from "~/db/schema";

/** A code as typed, without the spaces people put in the middle of it. */
export function normalCode(code: string): string {
  return code.replace(/\s+/g, "");
}

/** Whether a typed code is one from the authenticator app (six digits) rather than a backup code. */
export function isAuthenticatorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** How long better-auth accepts a code from the app: its 30-second step and one step either side. */
const CODE_ACCEPTED_SECONDS = 90;

/**
 * Claims a code from the authenticator app for its account, once (RFC 6238 §5.2): true the first
 * time, false when the same code was accepted for the account within the time it stays valid.
 * better-auth checks that a code is right, not that it is unused (better-auth/better-auth#10387).
 * The claim is a row of the rate-limit table, keyed by account and code, so of two requests with
 * one code at the same moment only one wins; the account's expired claims go in the same call.
 */
export async function claimAuthenticatorCode(
  db: Executor,
  userId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const prefix = `authenticator-code:${userId}:`;
  await db
    .delete(rateLimits)
    .where(
      and(
        sql`starts_with(${rateLimits.key}, ${prefix})`,
        lte(rateLimits.windowStartedAt, new Date(now.getTime() - CODE_ACCEPTED_SECONDS * 1000)),
      ),
    );
  const claimed = await db
    .insert(rateLimits)
    .values({ key: `${prefix}${code}`, windowStartedAt: now, hits: 1 })
    .onConflictDoNothing()
    .returning({ key: rateLimits.key });
  return claimed.length > 0;
}
