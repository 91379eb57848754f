import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions, suppliers } from "~/db/schema";
import { hitRateLimit, type RateLimitResult } from "~/security/rate-limit.server";
import type { Auth, Role } from "./auth.server";
import { authMessages } from "./auth-messages";

/** Per connection and per account, so neither guessing many passwords nor many accounts pays off. */
export const signInLimits = {
  perIp: { limit: 30, windowSeconds: 15 * 60 },
  perAccount: { limit: 10, windowSeconds: 15 * 60 },
};

export type SignInOutcome =
  | { ok: true; role: Role; userId: string; email: string; setCookie: Headers }
  | { ok: false; status: 401 | 403 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks the password and opens a session for the audience of the form used: admins at /login,
 * suppliers at /supplier-login. The cookie is only handed out when the role matches the audience.
 */
export async function signIn(
  deps: { db: Db; auth: Auth },
  input: { email: string; password: string; audience: Role; clientIp: string | undefined; headers: Headers },
): Promise<SignInOutcome> {
  const limited =
    tooMany(await hitRateLimit(deps.db, { key: `sign-in-ip:${input.clientIp ?? "unknown"}`, ...signInLimits.perIp })) ??
    tooMany(await hitRateLimit(deps.db, { key: `sign-in-account:${input.email}`, ...signInLimits.perAccount }));
  if (limited) return limited;

  let result;
  try {
    result = await deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "BANNED_USER") return { ok: false, status: 403, message: authMessages.accountDisabled };
    if (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST" || error.status === "FORBIDDEN") {
      return { ok: false, status: 401, message: authMessages.invalidCredentials };
    }
    throw error;
  }

  const { user, token } = result.response;
  const role = (user as { role?: string | null }).role as Role;
  if (role !== input.audience) {
    // The password was right, but this door is not theirs: close the session just opened.
    await deps.db.delete(sessions).where(eq(sessions.token, token));
    return {
      ok: false,
      status: 403,
      message: input.audience === "admin" ? authMessages.adminOnly : authMessages.supplierOnly,
    };
  }
  return { ok: true, role, userId: user.id, email: user.email, setCookie: result.headers };
}

function tooMany(result: RateLimitResult): SignInOutcome | undefined {
  if (result.allowed) return undefined;
  return {
    ok: false,
    status: 429,
    message: authMessages.tooManyRequests(Math.ceil(result.retryAfterSeconds / 60)),
    retryAfterSeconds: result.retryAfterSeconds,
  };
}

/** Where a supplier goes after signing in: the payment page until paid (or once expired), then the dashboard. */
export async function supplierHome(db: Db, userId: string, email: string): Promise<string> {
  const [supplier] = await db.select({ status: suppliers.status }).from(suppliers).where(eq(suppliers.userId, userId));
  return supplier?.status === "active" ? "/supplier-dashboard" : `/payment-required?email=${encodeURIComponent(email)}`;
}

/** An address inside the admin area to return to after signing in; anything else is ignored. */
export function adminReturnPath(redirectTo: string | undefined | null): string {
  if (redirectTo && /^\/admin(\/[\w\-./?=&%]*)?$/.test(redirectTo) && !redirectTo.startsWith("//")) return redirectTo;
  return "/admin";
}
