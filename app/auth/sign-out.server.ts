import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { sessions } from "~/db/schema";
import type { Logger } from "~/observability/logger.server";
import { verifiedSessionToken } from "./session-lookup.server";

type Services = AppLoadContext["services"];

/** After a failed attempt, the next ones: about eight minutes in all, in this process. */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000, 120_000, 300_000];

/**
 * Signs a browser out while the database cannot be reached. Its session cookies are removed at once,
 * so this browser is signed out whatever happens next; the session itself is ended as soon as the
 * database answers again, retried a few times in this process (a restart forgets the retries, and
 * the session then ends when it expires).
 */
export async function signOutWithoutDatabase(services: Services, request: Request): Promise<Headers> {
  const { authCookies } = await services.auth.$context;
  const token = verifiedSessionToken(request.headers.get("cookie"), authCookies.sessionToken.name, services.authSecret);
  if (token) endSessionLater(services.db, token, services.logger);
  const headers = new Headers();
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    const { path, sameSite, secure } = cookie.attributes;
    const flags = `Max-Age=0; Path=${path}; HttpOnly; SameSite=${sameSite}${secure ? "; Secure" : ""}`;
    headers.append("Set-Cookie", `${cookie.name}=; ${flags}`);
  }
  return headers;
}

function endSessionLater(db: Services["db"], token: string, logger: Logger, attempt = 0) {
  const delay = RETRY_DELAYS_MS[attempt];
  if (delay === undefined) {
    logger.error("a signed-out session could not be ended: the database stayed unreachable; it ends when it expires");
    return;
  }
  setTimeout(() => {
    Promise.resolve()
      .then(() => db.delete(sessions).where(eq(sessions.token, token)))
      .then(
        () => logger.info("a session signed out while the database was unreachable is now ended"),
        () => endSessionLater(db, token, logger, attempt + 1),
      );
  }, delay).unref();
}
