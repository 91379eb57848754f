import { isAPIError } from "better-auth/api";
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, gt, like, sql } from "drizzle-orm";
import QRCode from "qrcode";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Executor } from "~/db/client.server";
import { passkeys, sessions, suppliers, twoFactors, users, verifications } from "~/db/schema";
import { securityAlertEmail, type SecurityEvent, type SignInPlace } from "~/email/account-templates.server";
import { linkInLanguage } from "~/email/layout.server";
import { queueEmail } from "~/email/outbox.server";
import { failure } from "~/i18n/failures.server";
import type { DomainDeps } from "~/deps";
import { DomainError } from "~/lib/errors";
import type { CompanyFacts } from "~/settings/company";
import { getCompanyFacts } from "~/settings/settings.server";
import { languageOfUser } from "./accounts.server";
import { roles, type Auth } from "./auth.server";
import { isAccountPassword } from "./passwords.server";
import { limitFailures, limits } from "~/security/rate-limit.server";
import { claimAuthenticatorCode, isAuthenticatorCode, normalCode } from "./used-codes.server";
import { verifyBackupCodeAnyCase } from "./backup-codes.server";

// An account's second factors (docs/decisions/0011): the authenticator app through better-auth's
// two-factor plugin. Each call passes the request's headers, whose session cookie says whose account.

/** What the security page shows about the account's second factors. */
export async function secondFactorStatus(db: Executor, userId: string) {
  const [row] = await db
    .select({
      authenticator: users.twoFactorEnabled,
      // An app set up but not yet confirmed with a code does not count.
      pendingAuthenticator: sql<boolean>`exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${userId} and not ${twoFactors.verified})`,
      passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys.userId} = ${userId})::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  const status = row ?? { authenticator: false, pendingAuthenticator: false, passkeys: 0 };
  return { ...status, any: status.authenticator || status.passkeys > 0 };
}

export interface AuthenticatorSetup {
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The secret, grouped in fours, for typing into an app by hand. */
  secret: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

/** The QR code, and the secret for typing in, of an otpauth:// address better-auth made. */
export async function describeAuthenticatorSetup(uri: string): Promise<AuthenticatorSetup> {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(uri, {
    type: "svg",
    margin: 2,
    errorCorrectionLevel: "M",
    color: { dark: "#0b1b33" },
  });
  return { uri, secret: secret.replace(/(.{4})/g, "$1 ").trim(), qrSvg };
}

/** An otpauth:// address for an authenticator, as better-auth makes them; anything else is refused. */
export function isAuthenticatorUri(value: unknown): value is string {
  return (
    typeof value === "string" && value.length < 500 && /^otpauth:\/\/totp\/[^\s]+\?(.+&)?secret=[A-Z2-7]+/.test(value)
  );
}

const headersOf = (headers: Headers) => ({ headers, returnHeaders: true as const });

/**
 * better-auth's refusals of a second-factor change, as our error model says them; anything else is
 * returned as it is. "Not enabled" comes from a page older than the account's settings (another
 * tab removed the app, or a setup was never started).
 */
function refusalOf(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  switch (error.body?.code) {
    case "INVALID_PASSWORD":
      return new DomainError(400, ...failure("wrongCurrentPassword", undefined, { field: "password" }));
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return new DomainError(400, ...failure("wrongCode", undefined, { field: "code" }));
    case "TOTP_ALREADY_ENABLED":
      return new DomainError(409, ...failure("authenticatorAlreadySet"));
    case "TOTP_NOT_ENABLED":
    case "TWO_FACTOR_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      return new DomainError(409, ...failure("authenticatorNotSet"));
    default:
      return error;
  }
}

/** The first step of setting up an authenticator app: the password again, then a fresh secret (not yet in force). */
export async function startAuthenticatorSetup(auth: Auth, headers: Headers, password: string) {
  try {
    const enabled = await auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers });
    if (enabled.method !== "totp") throw new Error("better-auth made no authenticator address");
    return describeAuthenticatorSetup(enabled.totpURI);
  } catch (error) {
    throw refusalOf(error);
  }
}

/**
 * Puts the authenticator app in force once a code from it is right. better-auth replaces the
 * session (its cookie is in `setCookie`), so the page is loaded again with the new one: the ten
 * backup codes are shown there once, through `showBackupCodes` and the returned reference.
 * Audited; the owner is emailed.
 */
export async function confirmAuthenticator(
  deps: DomainDeps & { auth: Auth },
  input: { userId: string; code: string; headers: Headers; actor: Actor },
) {
  let setCookie: Headers;
  try {
    ({ headers: setCookie } = await deps.auth.api.verifyTOTP({
      body: { code: normalCode(input.code) },
      ...headersOf(input.headers),
    }));
  } catch (error) {
    // No backup codes exist yet: the general message, which offers them, would mislead.
    if (isAPIError(error) && error.body?.code === "INVALID_CODE") {
      throw new DomainError(400, ...failure("wrongSetupCode", undefined, { field: "code" }));
    }
    throw refusalOf(error);
  }
  // The code that turned the app on cannot sign in as well.
  await claimAuthenticatorCode(deps.db, input.userId, normalCode(input.code));
  await recordSecurityChange(deps, input.userId, input.actor, "authenticatorAdded");
  const showCodes = randomBytes(24).toString("base64url");
  await deps.db.insert(verifications).values({
    id: randomUUID(),
    identifier: `${showCodesPrefix}${showCodes}`,
    value: input.userId,
    expiresAt: new Date(Date.now() + 10 * 60_000),
  });
  return { setCookie, showCodes };
}

const showCodesPrefix = "show-backup-codes:";

/**
 * The account's backup codes, once, for the reference confirmAuthenticator gave (the reference is
 * used up; a reload shows nothing); null for anything else.
 */
export async function showBackupCodes(deps: { db: Executor; auth: Auth }, userId: string, reference: string | null) {
  if (!reference) return null;
  const [shown] = await deps.db
    .delete(verifications)
    .where(
      and(
        eq(verifications.identifier, `${showCodesPrefix}${reference}`),
        eq(verifications.value, userId),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .returning({ id: verifications.id });
  if (!shown) return null;
  return (await deps.auth.api.viewBackupCodes({ body: { userId } })).backupCodes;
}

/**
 * Turns the authenticator app off: the password and a current code (or a backup code) first.
 * An admin keeps it unless a passkey remains, as admins must have a second factor.
 */
export async function removeAuthenticator(
  deps: DomainDeps & { auth: Auth },
  input: { userId: string; role: string; password: string; code: string; headers: Headers; actor: Actor },
) {
  const status = await secondFactorStatus(deps.db, input.userId);
  if (input.role === roles.admin && status.passkeys === 0)
    throw new DomainError(409, ...failure("adminNeedsSecondFactor"));
  // The password first: a wrong one must not use up the code, which counts once. Wrong ones count
  // against the account, as on the change-password form: a stolen session cannot guess.
  await limitFailures(
    deps.db,
    [[limits.currentPasswordGuesses, input.userId]],
    async () => {
      if (!(await isAccountPassword(deps.db, input.userId, input.password))) {
        throw new DomainError(400, ...failure("wrongCurrentPassword", undefined, { field: "password" }));
      }
    },
    (error) => error instanceof DomainError && error.status === 400,
  );
  await checkCode(deps, input);
  let setCookie: Headers;
  try {
    ({ headers: setCookie } = await deps.auth.api.disableTwoFactor({
      body: { password: input.password },
      ...headersOf(input.headers),
    }));
  } catch (error) {
    throw refusalOf(error);
  }
  await forgetTrustedBrowsers(deps.db, input.userId);
  await recordSecurityChange(deps, input.userId, input.actor, "authenticatorRemoved");
  return { setCookie };
}

/** Ten new backup codes in place of the old ones, after the password. */
export async function replaceBackupCodes(
  deps: DomainDeps & { auth: Auth },
  input: { userId: string; password: string; headers: Headers; actor: Actor },
) {
  try {
    const { backupCodes } = await deps.auth.api.generateBackupCodes({
      body: { password: input.password },
      headers: input.headers,
    });
    await recordSecurityChange(deps, input.userId, input.actor, "backupCodesReplaced");
    return backupCodes;
  } catch (error) {
    throw refusalOf(error);
  }
}

/** A code from the signed-in account's authenticator app (once) or one of its backup codes (which it uses up). */
async function checkCode(deps: DomainDeps & { auth: Auth }, input: { userId: string; headers: Headers; code: string }) {
  const typed = normalCode(input.code);
  const fromApp = isAuthenticatorCode(typed);
  try {
    if (fromApp) await deps.auth.api.verifyTOTP({ body: { code: typed }, headers: input.headers });
    else
      await verifyBackupCodeAnyCase(typed, (code) =>
        deps.auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers: input.headers }),
      );
  } catch (error) {
    throw refusalOf(error);
  }
  if (fromApp && !(await claimAuthenticatorCode(deps.db, input.userId, typed))) {
    throw new DomainError(400, ...failure("codeAlreadyUsed", undefined, { field: "code" }));
  }
}

/** Audits a change to how an account signs in and emails its owner about it. */
export async function recordSecurityChange(deps: DomainDeps, userId: string, actor: Actor, event: SecurityEvent) {
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    if (!(await alertOwner(tx, deps, company, userId, event))) return;
    await recordAudit(tx, { actor, entityType: "user", entityId: userId, action: event });
  });
}

/**
 * Emails the owner that the account was just signed in to from a browser it had not used before,
 * naming the browser, its system and the network address. A sign-in is not a change: not audited.
 */
export async function alertNewBrowserSignIn(deps: DomainDeps, userId: string, place: SignInPlace) {
  const company = await getCompanyFacts(deps.db);
  await alertOwner(deps.db, deps, company, userId, "newBrowserSignIn", place);
}

/** Queues the security alert `event` to the account's owner, in their language; false when there is no such account. */
async function alertOwner(
  tx: Executor,
  deps: DomainDeps,
  company: CompanyFacts,
  userId: string,
  event: SecurityEvent,
  place?: SignInPlace,
): Promise<boolean> {
  const [owner] = await tx.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
  if (!owner) return false;
  const language = await languageOfUser(tx, userId);
  const securityPage = owner.role === roles.admin ? "/admin/security" : "/supplier-dashboard/security";
  await queueEmail(tx, deps.jobs, {
    template: "security-alert",
    to: owner.email,
    ...securityAlertEmail(company, language, event, linkInLanguage(deps.appUrl, securityPage, language), place),
  });
  return true;
}

/**
 * The browsers the owner chose to trust skip the code only while the factor they trusted them with
 * lasts: better-auth keeps each as a verification record ("trust-device-…") holding the user's id.
 */
async function forgetTrustedBrowsers(db: Executor, userId: string) {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "trust-device-%"), eq(verifications.value, userId)));
}

/** What resetting an account's second factor removed. */
export interface SecondFactorReset {
  email: string;
  role: string;
  authenticatorRemoved: boolean;
  passkeysRemoved: number;
  sessionsEnded: number;
}

/**
 * For an owner who lost their second factor: removes the account's authenticator app (with its
 * backup codes) and passkeys and ends its sessions, so that its next sign-in asks for the password
 * only (an admin is then sent to set up a second factor again). Done by another admin (never on
 * one's own account) or from the server's command line. Audited; the owner is emailed.
 */
export async function resetSecondFactor(
  deps: DomainDeps,
  input: { userId: string; actor: Actor },
): Promise<SecondFactorReset> {
  if (input.actor.id === input.userId) {
    throw new DomainError(409, "You cannot reset your own second factor; ask another admin to do it.");
  }
  const company = await getCompanyFacts(deps.db);
  return deps.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, input.userId))
      .for("update");
    if (!owner) throw new DomainError(404, "This account no longer exists.");
    const authenticator = await tx.delete(twoFactors).where(eq(twoFactors.userId, input.userId)).returning({
      verified: twoFactors.verified,
    });
    const removedPasskeys = await tx.delete(passkeys).where(eq(passkeys.userId, input.userId)).returning({
      id: passkeys.id,
    });
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, input.userId));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, input.userId)).returning({ id: sessions.id });
    await forgetTrustedBrowsers(tx, input.userId);
    const reset: SecondFactorReset = {
      email: owner.email,
      role: owner.role ?? "",
      authenticatorRemoved: authenticator.some((row) => row.verified),
      passkeysRemoved: removedPasskeys.length,
      sessionsEnded: ended.length,
    };
    await recordAudit(tx, {
      actor: input.actor,
      entityType: "user",
      entityId: input.userId,
      action: "secondFactorReset",
      note:
        `Second factor of ${owner.email} reset: ` +
        `${reset.authenticatorRemoved ? "authenticator app" : "no authenticator app"}, ` +
        `${reset.passkeysRemoved} passkey(s) removed, ${reset.sessionsEnded} session(s) ended`,
    });
    await alertOwner(tx, deps, company, input.userId, "secondFactorReset");
    return reset;
  });
}

/** resetSecondFactor for the sign-in of a supplier, from its file in the admin area. */
export async function resetSupplierSecondFactor(deps: DomainDeps, supplierId: string, actor: Actor) {
  const [supplier] = await deps.db
    .select({ userId: suppliers.userId })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  if (!supplier) throw new DomainError(404, "There is no supplier with this id.");
  if (!supplier.userId) throw new DomainError(409, "This supplier has no sign-in yet, so there is nothing to reset.");
  return resetSecondFactor(deps, { userId: supplier.userId, actor });
}

/**
 * resetSecondFactor for the account of `email` (any casing), as the server's command line does it
 * when no other admin can; undefined when no account has this address.
 */
export async function resetSecondFactorByEmail(
  deps: DomainDeps,
  email: string,
  actor: Actor = { type: "system", label: "Command line" },
): Promise<SecondFactorReset | undefined> {
  const [account] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!account) return undefined;
  return resetSecondFactor(deps, { userId: account.id, actor });
}
