import { randomUUID } from "node:crypto";
import { hashPassword } from "./passwords.server";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db, Executor, Tx } from "~/db/client.server";
import { accounts, sessions, suppliers, users } from "~/db/schema";
import { adminInvitationEmail, passwordChangedEmail, passwordResetEmail } from "~/email/account-templates.server";
import { linkInLanguage } from "~/email/layout.server";
import { queueEmail } from "~/email/outbox.server";
import { queues, type JobQueue } from "~/jobs/job-queue.server";
import { defaultLanguage, type Language } from "~/i18n/languages";
import type { DomainDeps } from "~/deps";
import { getCompanyFacts } from "~/settings/settings.server";
import { allows } from "~/suppliers/lifecycle";
import { transition } from "~/suppliers/transition.server";
import { roles, type Role } from "./auth.server";
import { failure } from "~/i18n/failures.server";
import { consumeLink, issueOneTimeLink } from "./one-time-links.server";
import { DomainError } from "~/lib/errors";
import { refuseWeakPassword } from "./password-policy.server";

/** The email address already belongs to an account that cannot take this role (HTTP 409). */
export class EmailInUseError extends DomainError {
  constructor() {
    super(409, ...failure("emailInUse"));
  }
}

/** An emailed link that is unknown, already used or expired (HTTP 410). */
export class LinkUnusableError extends DomainError {
  constructor() {
    super(410, ...failure("linkExpiredOrInvalid"));
  }
}

export type User = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return user;
}

/** Whom an emailed link is for: an admin or a supplier (undefined for a link without a sign-in). */
export async function linkOwner(
  db: Executor,
  userId: string | null,
): Promise<{ role: Role; email: string } | undefined> {
  if (!userId) return undefined;
  const [user] = await db.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, userId));
  return user && { role: user.role as Role, email: user.email };
}

/** A sign-in identity without a password yet; its owner chooses one from an emailed link. */
export async function createUser(tx: Executor, user: { email: string; name: string; role: Role }): Promise<string> {
  const id = randomUUID();
  await tx.insert(users).values({ id, email: user.email.trim().toLowerCase(), name: user.name, role: user.role });
  return id;
}

/** The emailed set-password link, on the page in the reader's language (admins read English). */
export const setPasswordUrl = (appUrl: string, token: string, language: Language = defaultLanguage) =>
  linkInLanguage(appUrl, `/set-password?token=${token}`, language);
const resetPasswordUrl = (appUrl: string, token: string, language: Language) =>
  linkInLanguage(appUrl, `/reset-password?token=${token}`, language);

/** The language an account's emails are written in: a supplier's own, English for an admin. */
export async function languageOfUser(db: Executor, userId: string): Promise<Language> {
  const [supplier] = await db
    .select({ language: suppliers.language })
    .from(suppliers)
    .where(eq(suppliers.userId, userId));
  return supplier?.language ?? defaultLanguage;
}

/**
 * Makes `email` an admin and emails a one-time set-password link, returned too so the command line
 * can print it. An admin without a password gets a fresh link; a supplier's email is refused.
 */
export async function createAdmin(deps: DomainDeps, email: string, actor: Actor): Promise<{ setPasswordUrl: string }> {
  const company = await getCompanyFacts(deps.db);
  return deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing && existing.role !== roles.admin) throw new EmailInUseError();
    const userId = existing?.id ?? (await createUser(tx, { email, name: email.split("@")[0]!, role: roles.admin }));
    const url = setPasswordUrl(deps.appUrl, await issueOneTimeLink(tx, { purpose: "set_password", userId }));
    await recordAudit(tx, {
      actor,
      entityType: "user",
      entityId: userId,
      action: existing ? "invite_again" : "invite",
    });
    await queueEmail(tx, deps.jobs, { template: "admin-invitation", to: email, ...adminInvitationEmail(company, url) });
    return { setPasswordUrl: url };
  });
}

// Any fixed number: instances starting together with ADMIN_EMAIL take turns, so one admin is made.
const firstAdminLockKey = 740_221_910;

/** Creates the admin `email` when no admin exists yet (ADMIN_EMAIL at start); null when one does. */
export async function createFirstAdmin(deps: DomainDeps, email: string): Promise<{ setPasswordUrl: string } | null> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${firstAdminLockKey})`);
    if (await hasAdmin(tx)) return null;
    return createAdmin({ ...deps, db: tx as unknown as Db }, email, { type: "system", label: "ADMIN_EMAIL at start" });
  });
}

/** Whether any admin exists; the server creates the first one from ADMIN_EMAIL when none does. */
export async function hasAdmin(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, roles.admin)).limit(1);
  return Boolean(row);
}

/**
 * Sets the password of the account a set-password or reset link belongs to. Following the link
 * proves the email address; every session of the account ends; an approved supplier moves on to
 * awaiting payment. A link that is unknown, used or expired is refused (410).
 */
export async function choosePasswordWithLink(
  deps: DomainDeps,
  input: { token: string; password: string },
  now = new Date(),
): Promise<{ email: string; role: Role }> {
  await refuseWeakPassword(deps.db, input.password);
  const hash = await hashPassword(input.password);
  const company = await getCompanyFacts(deps.db);
  return deps.db.transaction(async (tx) => {
    const link = await consumeLink(tx, input.token, ["set_password", "reset_password"], now);
    if (!link?.userId) throw new LinkUnusableError();
    const [user] = await tx
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, email: users.email, role: users.role });
    if (!user) throw new LinkUnusableError();
    await savePasswordHash(tx, user.id, hash);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));

    const actor: Actor = { type: user.role === roles.admin ? "admin" : "supplier", id: user.id, label: user.email };
    await markSupplierPasswordSet(tx, user.id, actor);
    if (link.purpose === "reset_password") {
      await recordAudit(tx, { actor, entityType: "user", entityId: user.id, action: "reset_password" });
      const language = await languageOfUser(tx, user.id);
      await queueEmail(tx, deps.jobs, {
        template: "password-changed",
        to: user.email,
        ...passwordChangedEmail(company, language, linkInLanguage(deps.appUrl, "/reset-password", language)),
      });
    }
    return { email: user.email, role: (user.role ?? roles.supplier) as Role };
  });
}

async function savePasswordHash(tx: Tx, userId: string, hash: string): Promise<void> {
  const updated = await tx
    .update(accounts)
    .set({ password: hash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await tx
      .insert(accounts)
      .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
  }
}

/** The "set password" step, for an approved supplier's first password; nothing for anyone else. */
async function markSupplierPasswordSet(tx: Tx, userId: string, actor: Actor): Promise<void> {
  const [supplier] = await tx
    .select({ id: suppliers.id, status: suppliers.status })
    .from(suppliers)
    .where(eq(suppliers.userId, userId))
    .for("update");
  if (supplier && allows("setPassword", supplier.status)) await transition(tx, supplier.id, "setPassword", actor);
}

/**
 * Asks for a reset link for `email`, answered by the worker (`startPasswordResetWorker`): the reset
 * page does the same work whether or not the address has an account, so its answer takes the same
 * time and tells nobody which addresses do (docs/decisions/0012).
 */
export async function queuePasswordReset(jobs: JobQueue, email: string): Promise<void> {
  await jobs.send(queues.passwordReset, { email }, { priority: 10, retryLimit: 3, retryDelay: 30, retryBackoff: true });
}

/** Works through the queued reset requests, each with `requestPasswordReset`; a failure is retried. */
export async function startPasswordResetWorker(deps: DomainDeps): Promise<void> {
  await deps.jobs.work<{ email: string }>(queues.passwordReset, async ([job]) => {
    if (!job) return;
    try {
      await requestPasswordReset(deps, job.data.email);
    } catch (error) {
      deps.logger.warn({ err: error, jobId: job.id }, "password reset request failed; retried");
      throw error;
    }
  });
}

/**
 * Emails a reset link when the address belongs to an account that may sign in; does nothing
 * otherwise. The reset page queues it (`queuePasswordReset`) rather than waiting for it.
 */
export async function requestPasswordReset(deps: DomainDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.banned) return;
  const company = await getCompanyFacts(deps.db);
  await deps.db.transaction(async (tx) => {
    const token = await issueOneTimeLink(tx, { purpose: "reset_password", userId: user.id });
    const language = await languageOfUser(tx, user.id);
    await queueEmail(tx, deps.jobs, {
      template: "password-reset",
      to: user.email,
      ...passwordResetEmail(company, language, resetPasswordUrl(deps.appUrl, token, language)),
    });
  });
}
