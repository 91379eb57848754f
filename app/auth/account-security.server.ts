import { and, desc, eq, gt, ne } from "drizzle-orm";
import { hashPassword, verifyPassword } from "./passwords.server";
import { recordAudit, type Actor } from "~/audit/audit.server";
import { accounts, sessions, users } from "~/db/schema";
import { passwordChangedEmail } from "~/email/account-templates.server";
import { linkInLanguage } from "~/email/layout.server";
import { queueEmail } from "~/email/outbox.server";
import { languageOfUser } from "./accounts.server";
import type { DomainDeps } from "~/deps";
import { getCompanyFacts } from "~/settings/settings.server";
import type { Db, Executor } from "~/db/client.server";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { limitFailures, limits } from "~/security/rate-limit.server";
import { refuseWeakPassword } from "./password-policy.server";
import { roles, signInMethods } from "./auth.server";
import { judgeSession } from "./session-policy";

/** The current password given does not match (HTTP 400, shown on its field). */
export class WrongPasswordError extends DomainError {
  constructor() {
    super(400, ...failure("wrongCurrentPassword", undefined, { field: "currentPassword" }));
  }
}

/** The account's signed-in sessions that are still alive (session-policy.ts), the most recently used first. */
export async function listSessions(db: Executor, userId: string, currentSessionId: string, now = new Date()) {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      verifiedAt: sessions.verifiedAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      signInMethod: sessions.signInMethod,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
  return rows
    .filter((row) => judgeSession({ ...row, role: row.role === roles.admin ? roles.admin : roles.supplier }, now).alive)
    .map(({ role: _role, verifiedAt: _verifiedAt, userAgent, signInMethod, ...row }) => ({
      ...row,
      ipAddress: row.ipAddress || null,
      signedInWith: signInMethodNames.get(signInMethod ?? "") ?? null,
      current: row.id === currentSessionId,
      ...deviceOf(userAgent),
    }));
}

/** A stored sign_in_method ("password+code") by its name in signInMethods ("passwordAndCode"). */
const signInMethodNames = new Map(
  Object.entries(signInMethods).map(([name, method]) => [method as string, name as keyof typeof signInMethods]),
);

/** The browser and system a user agent names ("Chrome", "Windows"), enough to recognise one's own devices; null when unknown. */
export function deviceOf(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrome\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : null;
  const system = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return { browser, system };
}

/**
 * Changes the password after checking the current one; every other session of the account ends,
 * the one in use stays. Audited, and the owner is emailed.
 */
export async function changePassword(
  deps: DomainDeps,
  input: { userId: string; currentSessionId: string; currentPassword: string; newPassword: string; actor: Actor },
): Promise<void> {
  await refuseWeakPassword(deps.db, input.newPassword);
  // A wrong current password counts against the account: a stolen session cannot guess its way to a new one.
  const account = await limitFailures(
    deps.db,
    [[limits.currentPasswordGuesses, input.userId]],
    async () => {
      const [credential] = await deps.db
        .select({ password: accounts.password, email: users.email })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, "credential")));
      const matches = credential?.password
        ? await verifyPassword({ hash: credential.password, password: input.currentPassword })
        : false;
      if (!credential || !matches) throw new WrongPasswordError();
      return credential;
    },
    (error) => error instanceof WrongPasswordError,
  );
  const hash = await hashPassword(input.newPassword);
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, "credential")));
    await tx.delete(sessions).where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.currentSessionId)));
    await recordAudit(tx, {
      actor: input.actor,
      entityType: "user",
      entityId: input.userId,
      action: "changePassword",
      note: "Password changed; other sessions signed out",
    });
    const language = await languageOfUser(tx, input.userId);
    await queueEmail(tx, deps.jobs, {
      template: "password-changed",
      to: account.email,
      ...passwordChangedEmail(company, language, linkInLanguage(deps.appUrl, "/reset-password", language)),
    });
  });
}

/** Ends one of the account's own sessions; another account's session id does nothing. */
export async function endSession(db: Executor, userId: string, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)));
}

/** Ends every session of the account, the one in use included. */
export async function endAllSessions(db: Db, userId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, { actor, entityType: "user", entityId: userId, action: "signOutEverywhere" });
  });
}
