import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { clientAddressHeader, type SignInMethod } from "./auth.server";

/**
 * The request's headers for a better-auth call that opens a session (a sign-in, a second-factor
 * step, a passkey): better-auth stores the session's address from `clientAddressHeader` only, so
 * it carries the address the server trusted (TRUST_PROXY), never one a client wrote in a header.
 */
export function withClientAddress(headers: Headers, clientIp: string | undefined): Headers {
  const forAuth = new Headers(headers);
  forAuth.delete(clientAddressHeader);
  if (clientIp) forAuth.set(clientAddressHeader, clientIp);
  return forAuth;
}

/**
 * Records how the session with `token` was opened and that its owner proved who they are at `now`:
 * the sessions list shows the method, and an admin session lasts 12 hours from then.
 */
export async function markSessionOpened(
  db: Executor,
  token: string,
  method: SignInMethod,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ signInMethod: method, verifiedAt: now, updatedAt: now })
    .where(eq(sessions.token, token));
}
