import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, sessions, suppliers } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { clientAddressHeader, type Auth, type Role } from "./auth.server";
import { hashPassword, needsRehash } from "./passwords.server";
import { failure } from "~/i18n/failures.server";
import { pathInLanguage, type Language } from "~/i18n/languages";
import { paymentPagePath } from "~/payments/payment-page";

export interface SignedIn {
  role: Role;
  userId: string;
  email: string;
  setCookie: Headers;
}

/**
 * Checks the password and opens a session for the audience of the form used: admins at /login,
 * suppliers at /supplier-login. The cookie is only handed out when the role matches the audience.
 * A refusal is a DomainError: 401 for a wrong email or password, 403 for a disabled account or the
 * wrong door, 429 past a limit.
 */
export async function signIn(
  deps: { db: Db; auth: Auth },
  input: { email: string; password: string; audience: Role; clientIp: string | undefined; headers: Headers },
): Promise<SignedIn> {
  await enforceLimit(deps.db, limits.signInPerAddress, input.clientIp);
  await enforceLimit(deps.db, limits.signInPerAccount, input.email);

  // The session keeps the address the server trusted, never one a client wrote into a header.
  const headers = new Headers(input.headers);
  headers.delete(clientAddressHeader);
  if (input.clientIp) headers.set(clientAddressHeader, input.clientIp);
  let result;
  try {
    result = await deps.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "BANNED_USER") throw new DomainError(403, ...failure("accountDisabled"));
    if (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST" || error.status === "FORBIDDEN") {
      throw new DomainError(401, ...failure("invalidCredentials"));
    }
    throw error;
  }

  const { user, token } = result.response;
  const role = (user as { role?: string | null }).role as Role;
  if (role !== input.audience) {
    // The password was right, but this door is not theirs: close the session just opened.
    await deps.db.delete(sessions).where(eq(sessions.token, token));
    throw new DomainError(403, ...failure(input.audience === "admin" ? "adminOnly" : "supplierOnly"));
  }
  await upgradePasswordHash(deps.db, user.id, input.password);
  return { role, userId: user.id, email: user.email, setCookie: result.headers };
}

/**
 * The password just proven right is stored again the way passwords are stored today
 * (docs/decisions/0010) when its hash was made another way: the only moment we hold it.
 */
async function upgradePasswordHash(db: Db, userId: string, password: string): Promise<void> {
  const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, "credential"));
  const [account] = await db.select({ password: accounts.password }).from(accounts).where(credential);
  if (!account?.password || !needsRehash(account.password)) return;
  const upgraded = await hashPassword(password);
  // Only over the hash just read: a password changed in between stays changed.
  await db
    .update(accounts)
    .set({ password: upgraded, updatedAt: new Date() })
    .where(and(credential, eq(accounts.password, account.password)));
}

/** Where a supplier goes after signing in: the payment page until paid (or once expired), then the dashboard. */
export async function supplierHome(db: Db, userId: string, email: string, language: Language): Promise<string> {
  const [supplier] = await db.select({ status: suppliers.status }).from(suppliers).where(eq(suppliers.userId, userId));
  return supplier?.status === "active"
    ? pathInLanguage("/supplier-dashboard", language)
    : paymentPagePath(email, language);
}

/** An address inside the admin area to return to after signing in; anything else is ignored. */
export function adminReturnPath(redirectTo: string | undefined | null): string {
  if (redirectTo && /^\/admin(\/[\w\-./?=&%]*)?$/.test(redirectTo) && !redirectTo.startsWith("//")) return redirectTo;
  return "/admin";
}
