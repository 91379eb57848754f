import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { isAPIError } from "better-auth/api";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { accounts, passkeys, sessions, suppliers, users } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { limitSignIn, rememberSignedInBrowser } from "~/security/sign-in-throttle.server";
import { roles, signInMethods, type Auth, type Role, type SignInMethod } from "./auth.server";
import { markSessionOpened, withClientAddress } from "./session-opened.server";
import { hashPassword, needsRehash } from "./passwords.server";
import { failure } from "~/i18n/failures.server";
import { languages, pathInLanguage, type Language } from "~/i18n/languages";
import { paymentPagePath } from "~/payments/payment-page";
import type { DomainDeps } from "~/deps";
import { alertNewBrowserSignIn, recordSecurityChange } from "./second-factor.server";
import { deviceOf } from "./account-security.server";
import { claimAuthenticatorCode, isAuthenticatorCode, normalCode } from "./used-codes.server";
import { verifyBackupCodeAnyCase } from "./backup-codes.server";
import { getCompanyFacts } from "~/settings/settings.server";

export interface SignedIn {
  status: "signed-in";
  role: Role;
  userId: string;
  email: string;
  setCookie: Headers;
}

/** The password was right and the account has a second factor: the browser now holds a short-lived challenge cookie. */
export interface CodeNeeded {
  status: "code-needed";
  setCookie: Headers;
}

interface SignInRequest {
  audience: Role;
  clientIp: string | undefined;
  headers: Headers;
}

const wrongDoor = (audience: Role) =>
  new DomainError(403, ...failure(audience === "admin" ? "adminOnly" : "supplierOnly"));

/**
 * Checks the password and opens a session for the audience of the form used: admins at /login,
 * suppliers at /supplier-login. The cookie is only handed out when the role matches the audience.
 * An account with a second factor gets no session yet but a challenge (completeSignInWithCode),
 * unless this browser was trusted. A refusal is a DomainError: 401 for a wrong email or password,
 * 403 for a disabled account or the wrong door, 429 past a limit.
 */
export async function signIn(
  deps: DomainDeps & { auth: Auth },
  input: SignInRequest & { email: string; password: string },
): Promise<SignedIn | CodeNeeded> {
  // Wrong passwords slow down, then stop, this account from this network, or from this browser once
  // it is known for the account; a sign-in that succeeds never counts (docs/decisions/0012).
  const result = await limitSignIn(deps.db, browserCookieSettings(deps.auth), input, async () => {
    try {
      return await deps.auth.api.signInEmail({
        body: { email: input.email, password: input.password, rememberMe: true },
        headers: withClientAddress(input.headers, input.clientIp),
        returnHeaders: true,
      });
    } catch (error) {
      if (!isAPIError(error)) throw error;
      if (error.body?.code === "BANNED_USER") throw await accountDisabled(deps.db);
      if (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST" || error.status === "FORBIDDEN") {
        throw new DomainError(401, ...failure("invalidCredentials"));
      }
      throw error;
    }
  });

  if ("twoFactorRedirect" in result.response) {
    const [account] = await deps.db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`);
    // Not this door: the challenge cookie is not handed out, and its record expires unused.
    if (!account || account.role !== input.audience) throw wrongDoor(input.audience);
    await upgradePasswordHash(deps.db, account.id, input.password);
    return { status: "code-needed", setCookie: result.headers };
  }

  const { user, token } = result.response;
  // An account with a second factor that got a session at once did so in a browser it trusted.
  const trustedBrowser = (user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true;
  if (input.audience === roles.admin && (user as OpenedFor).role === roles.admin && !trustedBrowser) {
    // An admin whose second factor is a passkey proves it by signing in with the passkey itself.
    if (await hasPasskey(deps.db, user.id)) {
      await deps.db.delete(sessions).where(eq(sessions.token, token));
      throw new DomainError(401, ...failure("usePasskeyToSignIn"));
    }
  }
  const signedIn = await admit(
    deps,
    input,
    { user, token, setCookie: result.headers },
    trustedBrowser ? signInMethods.passwordInTrustedBrowser : signInMethods.password,
  );
  await upgradePasswordHash(deps.db, user.id, input.password);
  return signedIn;
}

/** The account a session was just opened for, as better-auth returns it. */
interface OpenedFor {
  id: string;
  email: string;
  role?: string | null;
}

/**
 * Lets in the account better-auth just opened a session for, when this sign-in page is its door
 * (otherwise the session is closed again): records how it signed in, and remembers the browser.
 */
async function admit(
  deps: DomainDeps & { auth: Auth },
  input: SignInRequest,
  opened: { user: OpenedFor; token: string; setCookie: Headers },
  method: SignInMethod,
): Promise<SignedIn> {
  const { user, token, setCookie } = opened;
  const role = user.role as Role;
  if (role !== input.audience) {
    // The proof was right, but this door is not theirs: close the session just opened.
    await deps.db.delete(sessions).where(eq(sessions.token, token));
    throw wrongDoor(input.audience);
  }
  await markSessionOpened(deps.db, token, method);
  await rememberBrowser(deps, user.id, input, setCookie);
  return { status: "signed-in", role, userId: user.id, email: user.email, setCookie };
}

async function hasPasskey(db: Db, userId: string): Promise<boolean> {
  const [found] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return Boolean(found);
}

/**
 * What a browser needs to sign in with a passkey: the challenge it must sign, which also travels
 * in the cookie of `setCookie`. Limited per network address, as each one is stored until used.
 */
export async function passkeySignInOptions(deps: { db: Db; auth: Auth }, input: SignInRequest) {
  await enforceLimit(deps.db, limits.passkeySignIn, input.clientIp);
  const { response, headers } = await deps.auth.api.generatePasskeyAuthenticationOptions({
    headers: input.headers,
    returnHeaders: true,
  });
  return { options: response, setCookie: headers };
}

/**
 * Signs in with the passkey the browser used to sign the challenge of passkeySignInOptions: the
 * plugin checks the signature, and the account opens a session at its own door. A passkey is a
 * second factor in itself, so no code is asked for.
 */
export async function signInWithPasskey(
  deps: DomainDeps & { auth: Auth },
  input: SignInRequest & { response: AuthenticationResponseJSON },
): Promise<SignedIn> {
  let result;
  try {
    result = await deps.auth.api.verifyPasskeyAuthentication({
      body: { response: input.response },
      headers: withClientAddress(input.headers, input.clientIp),
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "BANNED_USER") throw await accountDisabled(deps.db);
    throw passkeyRefusal(error);
  }
  const { user, session } = result.response;
  return admit(deps, input, { user, token: session.token, setCookie: result.headers }, signInMethods.passkey);
}

/** A suspended account's refusal, with the address that can lift it. */
async function accountDisabled(db: Db): Promise<DomainError> {
  return new DomainError(403, ...failure("accountDisabled", { email: (await getCompanyFacts(db)).email }));
}

/** The plugin's refusal of a passkey, as our error model says it. */
function passkeyRefusal(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  if (error.body?.code === "PASSKEY_NOT_FOUND") return new DomainError(401, ...failure("passkeyNotRecognised"));
  if (error.status === "INTERNAL_SERVER_ERROR") return error;
  return new DomainError(401, ...failure("passkeyNotVerified"));
}

/**
 * The browser that just signed in is known for the account from now on (its cookie goes with
 * `setCookie`). When the account had signed in before, but never from this browser, its owner is
 * emailed where the sign-in came from; an account's very first sign-in warns of nothing.
 */
async function rememberBrowser(
  deps: DomainDeps & { auth: Auth },
  userId: string,
  input: SignInRequest,
  setCookie: Headers,
) {
  const remembered = await rememberSignedInBrowser(deps.db, browserCookieSettings(deps.auth), {
    userId,
    headers: input.headers,
  });
  setCookie.append("Set-Cookie", remembered.cookie);
  if (!remembered.isNew || remembered.firstForAccount) return;
  try {
    await alertNewBrowserSignIn(deps, userId, {
      ...deviceOf(input.headers.get("user-agent")),
      address: input.clientIp || null,
    });
  } catch (error) {
    // The owner is signed in already: a failed alert is logged, not shown to them.
    deps.logger.error({ err: error, userId }, "new-browser sign-in alert not queued");
  }
}

/** The known-browser cookie is signed with the server's secret, and Secure on an https site. */
const browserCookieSettings = (auth: Auth) => ({ secret: auth.options.secret, appUrl: auth.options.baseURL });

/**
 * The second step of a sign-in: a code from the authenticator app or a backup code, checked by
 * better-auth against the challenge cookie signIn handed out. Five wrong codes end the attempt
 * (sign in again); five in a row pause the account's second factor for 15 minutes.
 */
export async function completeSignInWithCode(
  deps: DomainDeps & { auth: Auth },
  input: SignInRequest & { code: string; trustBrowser: boolean },
): Promise<SignedIn> {
  const code = normalCode(input.code);
  const backupCode = !isAuthenticatorCode(code);
  const request = {
    body: { code, trustDevice: input.trustBrowser },
    headers: withClientAddress(input.headers, input.clientIp),
    returnHeaders: true as const,
  };
  let result;
  try {
    result = backupCode
      ? await verifyBackupCodeAnyCase(code, (spelling) =>
          deps.auth.api.verifyBackupCode({ ...request, body: { ...request.body, code: spelling } }),
        )
      : await deps.auth.api.verifyTOTP(request);
  } catch (error) {
    throw codeRefusal(error);
  }
  const { user, token } = result.response;
  if (!token) throw new Error("better-auth accepted the code but opened no session");
  if (!backupCode && !(await claimAuthenticatorCode(deps.db, user.id, code))) {
    // Someone signed in with this code already: the session better-auth just opened ends unused.
    // better-auth has used up this sign-in's challenge too, so the way on is the password again.
    await deps.db.delete(sessions).where(eq(sessions.token, token));
    throw new DomainError(401, ...failure("codeAlreadyUsedAtSignIn"));
  }
  const signedIn = await admit(
    deps,
    input,
    { user, token, setCookie: result.headers },
    backupCode ? signInMethods.passwordAndBackupCode : signInMethods.passwordAndCode,
  );
  if (backupCode) {
    const actor = { type: signedIn.role, id: user.id, label: user.email };
    await recordSecurityChange(deps, user.id, actor, "backupCodeUsed");
  }
  return signedIn;
}

/** better-auth's refusal of a code, as our error model says it. */
function codeRefusal(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  switch (error.body?.code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return new DomainError(401, ...failure("wrongCode", undefined, { field: "code" }));
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return new DomainError(401, ...failure("tooManyWrongCodes"));
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return new DomainError(429, ...failure("secondFactorPaused"));
    case "INVALID_TWO_FACTOR_COOKIE":
      return new DomainError(401, ...failure("signInTimedOut"));
    default:
      return error;
  }
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

/**
 * Where a supplier goes after signing in: the payment page until paid (or once expired), then the
 * portal page they had asked for (`returnTo`, from `supplierReturnPath`) or the dashboard.
 */
export async function supplierHome(
  db: Db,
  userId: string,
  email: string,
  language: Language,
  returnTo?: string | null,
): Promise<string> {
  const [supplier] = await db.select({ status: suppliers.status }).from(suppliers).where(eq(suppliers.userId, userId));
  return supplier?.status === "active"
    ? (returnTo ?? pathInLanguage("/supplier-dashboard", language))
    : paymentPagePath(email, language);
}

/**
 * `redirectTo` when it is an address inside `area` ("/admin"), else null. Dot segments are resolved
 * first, so "/admin/../../x" cannot climb out of the area.
 */
function addressWithin(redirectTo: string | undefined | null, area: string): string | null {
  if (!redirectTo?.startsWith(area) || !/^[\w\-./?=&%+]*$/.test(redirectTo)) return null;
  const { pathname, search } = new URL(redirectTo, "http://return.invalid");
  const inside = pathname === area || (pathname.startsWith(`${area}/`) && !pathname.startsWith(`${area}//`));
  return inside ? pathname + search : null;
}

/** An address inside the admin area to return to after signing in; anything else is the admin home. */
export function adminReturnPath(redirectTo: string | undefined | null): string {
  return addressWithin(redirectTo, "/admin") ?? "/admin";
}

/** A page of the supplier portal, in either language, to return to after signing in; null for anything else. */
export function supplierReturnPath(redirectTo: string | undefined | null): string | null {
  for (const language of languages) {
    const address = addressWithin(redirectTo, pathInLanguage("/supplier-dashboard", language));
    if (address) return address;
  }
  return null;
}
