import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "~/auth/accounts.server";
import { auditLog, emails, settings, users } from "~/db/schema";
import { NotResendableError, resendEmail } from "~/email/email-log.server";
import { queueEmail } from "~/email/outbox.server";
import { deliveryJobEmailIds, testDatabaseFixture } from "~/testing/test-database";
import {
  AdminRemovalError,
  listAdmins,
  removeAdmin,
  updateCompanyFacts,
  updateSecuritySettings,
} from "./admin-settings.server";
import { defaultCompanyFacts } from "./company";
import { getCompanyFacts, getSecuritySettings } from "./settings.server";

const database = testDatabaseFixture();

const system = { type: "system" as const, label: "Test" };
const adminId = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe("admin users", () => {
  it("removes another admin, but never the last one nor yourself", async () => {
    await createAdmin(database.deps, "mariam@falconedge-it.ae", system);
    await createAdmin(database.deps, "rashid@falconedge-it.ae", system);
    const mariam = await adminId("mariam@falconedge-it.ae");
    const rashid = await adminId("rashid@falconedge-it.ae");
    const asMariam = { type: "admin" as const, id: mariam, label: "mariam@falconedge-it.ae" };

    await expect(removeAdmin(database.db, asMariam, mariam)).rejects.toThrow("You cannot remove your own account");
    await removeAdmin(database.db, asMariam, rashid);
    expect((await listAdmins(database.db)).map((admin) => admin.email)).toEqual(["mariam@falconedge-it.ae"]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "removeAdmin"));
    expect(entry).toMatchObject({
      actorLabel: "mariam@falconedge-it.ae",
      note: "Admin rashid@falconedge-it.ae removed",
    });

    const error = await removeAdmin(database.db, { ...asMariam, id: "someone-else" }, mariam).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminRemovalError);
    expect((error as Error).message).toBe("The last admin cannot be removed.");
  });
});

describe("company facts", () => {
  it("saves what the public site shows, with an audit entry", async () => {
    await updateCompanyFacts(database.db, system, {
      ...defaultCompanyFacts,
      phone: "+971 4 800 1234",
      notificationEmail: "sales@falconedge-it.ae",
    });
    expect(await getCompanyFacts(database.db)).toMatchObject({
      phone: "+971 4 800 1234",
      notificationEmail: "sales@falconedge-it.ae",
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityType, "settings"));
    expect(entry!.note).toContain("sales@falconedge-it.ae");
  });
});

describe("the password policy", () => {
  it("stores the policy's own fields only, whatever the form sent along", async () => {
    const posted = { intent: "security", passwordMinLength: 14 };
    await updateSecuritySettings(database.db, system, posted);
    const [stored] = await database.db.select().from(settings).where(eq(settings.key, "security"));
    expect(stored!.value).toEqual({ passwordMinLength: 14 });
    expect(await getSecuritySettings(database.db)).toEqual({ passwordMinLength: 14 });
  });
});

describe("the email log", () => {
  it("sends a failed email again, and refuses one that is queued or sent", async () => {
    const id = await queueEmail(database.db, database.jobs, {
      template: "supplier-approved",
      to: "farah@gulfcomponents.ae",
      subject: "Approved",
      html: "<p>Approved</p>",
      text: "Approved",
    });
    await expect(resendEmail(database.db, database.jobs, id, system)).rejects.toBeInstanceOf(NotResendableError);
    expect(await deliveryJobEmailIds(database)).toEqual([id]);
    await database.db
      .update(emails)
      .set({ status: "failed", attempts: 8, lastError: "Connection refused" })
      .where(eq(emails.id, id));
    await resendEmail(database.db, database.jobs, id, system);
    const [email] = await database.db.select().from(emails).where(eq(emails.id, id));
    expect(email).toMatchObject({ status: "queued", attempts: 8, lastError: null });
    expect(await deliveryJobEmailIds(database)).toEqual([id, id]);
    await expect(
      resendEmail(database.db, database.jobs, "00000000-0000-4000-8000-000000000000", system),
    ).rejects.toMatchObject({ status: 404 });
  });
});
