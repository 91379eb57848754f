import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { sessions } from "~/db/schema";
import { expectedFailure, ServiceUnavailableError } from "~/lib/errors";
import type { Logger } from "~/observability/logger.server";
import type { Actor } from "~/audit/audit.server";
import { endAllSessions } from "./account-security.server";
import { verifiedSessionToken } from "./session-lookup.server";

type Services = AppLoadContext["services"];

/** After a failed attempt, the next ones; then every five minutes, until one succeeds. */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000];
const LAST_RETRY_EVERY_MS = 5 * 60_000;

/**
 * Signs a browser out: its session is ended in the database and its session cookies are removed.
 * The cookies go whatever the database does, so this browser is signed out at once; while the
 * database cannot be reached, the session is ended as soon as it answers again, retried in this
 * process (a restart forgets the retries, and the session then ends when it expires).
 */
export async function signOutBrowser(services: Services, request: Request): Promise<Headers> {
  const { authCookies } = await services.auth.$context;
  const token = verifiedSessionToken(request.headers.get("cookie"), authCookies.sessionToken.name, services.authSecret);
  if (token) {
    try {
      await endSession(services.db, token);
    } catch (error) {
      if (!(expectedFailure(error) instanceof ServiceUnavailableError)) throw error;
      endSessionLater(services.db, token, services.logger);
    }
  }
  const headers = new Headers();
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path, sameSite, secure } = cookie.attributes;
    const flags = `Max-Age=0; Path=${path}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
    headers.append("Set-Cookie", `${cookie.name}=; ${flags}`);
  }
  return headers;
}

/**
 * "Sign out everywhere": ends every session of `userId`, recorded in the audit trail, and returns
 * the headers that sign this browser out. When the database cannot end them, nothing is pretended.
 */
export async function signOutEverywhere(
  services: Services,
  request: Request,
  userId: string,
  actor: Actor,
): Promise<Headers> {
  await endAllSessions(services.db, userId, actor);
  return signOutBrowser(services, request);
}

const endSession = (db: Services["db"], token: string) => db.delete(sessions).where(eq(sessions.token, token));

function endSessionLater(db: Services["db"], token: string, logger: Logger, attempt = 0) {
  const delay = RETRY_DELAYS_MS[attempt] ?? LAST_RETRY_EVERY_MS;
  if (attempt === RETRY_DELAYS_MS.length) {
    logger.error("a signed-out session could not be ended yet: the database is still unreachable; trying every 5 min");
  }
  setTimeout(() => {
    Promise.resolve()
      .then(() => endSession(db, token))
      .then(
        () => logger.info("a session signed out while the database was unreachable is now ended"),
        () => endSessionLater(db, token, logger, attempt + 1),
      );
  }, delay).unref();
}
