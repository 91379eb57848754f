import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import { roles } from "~/auth/auth.server";
import type { Db, Executor } from "~/db/client.server";
import { accounts, passkeys, sessions, settings, users } from "~/db/schema";
import type { CompanyFacts } from "./company";
import { saveCompanyFacts, securitySettingsSchema, type SecuritySettings } from "./settings.server";
import { DomainError } from "~/lib/errors";

/** The audit trail's id for "the site's settings". */
export const SETTINGS_ENTITY = "00000000-0000-0000-0000-000000000002";

export async function updateCompanyFacts(db: Db, actor: Actor, facts: CompanyFacts): Promise<void> {
  await db.transaction(async (tx) => {
    await saveCompanyFacts(tx, facts);
    await recordAudit(tx, {
      actor,
      entityType: "settings",
      entityId: SETTINGS_ENTITY,
      action: "updateCompanyFacts",
      note: `Company facts saved; contact messages notify ${facts.notificationEmail}`,
    });
  });
}

export async function updateSecuritySettings(db: Db, actor: Actor, next: SecuritySettings): Promise<void> {
  // The policy's own fields only, whatever else the caller's object carries.
  const value: SecuritySettings = securitySettingsSchema.parse(next);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ key: "security", value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      entityType: "settings",
      entityId: SETTINGS_ENTITY,
      action: "updatePasswordPolicy",
      note: `Passwords need at least ${next.passwordMinLength} characters`,
    });
  });
}

/** The admins, with whether each has set a password and a second factor (an authenticator app or a passkey) yet. */
export async function listAdmins(db: Executor) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      passwordSet: isNotNull(accounts.password),
      secondFactorSet: sql<boolean>`(${users.twoFactorEnabled} or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id}))`,
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, "credential")))
    .where(eq(users.role, roles.admin))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => ({
    ...row,
    passwordSet: Boolean(row.passwordSet),
    secondFactorSet: Boolean(row.secondFactorSet),
  }));
}

/** Removing this admin is refused (HTTP 409): the last admin, or the admin asking. */
export class AdminRemovalError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

/** Removes an admin's account and sessions at once; never the last admin, nor yourself. */
export async function removeAdmin(db: Db, actor: Actor, userId: string): Promise<void> {
  if (actor.id === userId) {
    throw new AdminRemovalError("You cannot remove your own account; ask another admin to do it.");
  }
  await db.transaction(async (tx) => {
    // Lock every admin row, so two admins removing each other at once cannot leave none.
    const admins = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.role, roles.admin))
      .for("update");
    const target = admins.find((admin) => admin.id === userId);
    if (!target) throw new AdminRemovalError("This admin has already been removed.");
    if (admins.length <= 1) throw new AdminRemovalError("The last admin cannot be removed.");
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordAudit(tx, {
      actor,
      entityType: "user",
      entityId: userId,
      action: "removeAdmin",
      note: `Admin ${target.email} removed`,
    });
  });
}
