import { eq } from "drizzle-orm";
import { verifyPassword } from "./passwords.server";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, emails, sessions, users } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import { limits } from "~/security/rate-limit.server";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { createAdmin } from "./accounts.server";
import { testDatabaseFixture } from "~/testing/test-database";
import {
  changePassword,
  deviceOf,
  endAllSessions,
  endSession,
  listSessions,
  WrongPasswordError,
} from "./account-security.server";

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

const password = "Sharjah-Corniche-44";
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

async function supplierWithSessions(count: number) {
  const supplier = await createSupplierAwaitingPayment(database.deps, planId, password);
  const [user] = await database.db.select().from(users).where(eq(users.email, supplier.email));
  const userId = user!.id;
  const ids = Array.from({ length: count }, (_, index) => `session-${supplier.id}-${index}`);
  await database.db.insert(sessions).values(
    ids.map((id, index) => ({
      id,
      token: `${id}-token`,
      userId,
      expiresAt: new Date(Date.now() + 86_400_000),
      userAgent: index === 0 ? chrome : iphone,
      ipAddress: "203.0.113.7",
      updatedAt: new Date(Date.now() - index * 60_000),
    })),
  );
  return {
    userId,
    email: supplier.email,
    ids,
    actor: { type: "supplier" as const, id: userId, label: supplier.email },
  };
}

describe("account security", () => {
  it("lists the account's own live sessions, marking the one in use", async () => {
    const { userId, ids } = await supplierWithSessions(3);
    await supplierWithSessions(2);
    const listed = await listSessions(database.db, userId, ids[1]!);
    expect(listed.map((session) => [session.id, session.current, session.browser, session.system])).toEqual([
      [ids[0], false, "Chrome", "Windows"],
      [ids[1], true, "Safari", "iOS"],
      [ids[2], false, "Safari", "iOS"],
    ]);
  });

  it("limits guessing the current password: past the limit even the right one waits, and nothing changes", async () => {
    const { userId, ids, actor } = await supplierWithSessions(1);
    const input = { userId, currentSessionId: ids[0]!, newPassword: "Fujairah-Harbour-Light-9", actor };
    const outcome = (currentPassword: string) =>
      changePassword(database.deps, { ...input, currentPassword }).then(
        () => "changed",
        (error: unknown) => (error instanceof DomainError ? error.status : error),
      );
    for (let guess = 0; guess < limits.currentPasswordGuesses.limit; guess++) {
      expect(await outcome(`guess-${guess}`)).toBe(400);
    }
    expect(await outcome(password)).toBe(429);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(await verifyPassword({ hash: account!.password!, password })).toBe(true);
    // Another account's guesses are its own.
    const other = await supplierWithSessions(1);
    await changePassword(database.deps, {
      ...input,
      userId: other.userId,
      currentSessionId: other.ids[0]!,
      currentPassword: password,
    });
  });

  it("changes the password only with the current one, keeping this session and ending the others", async () => {
    const { userId, email, ids, actor } = await supplierWithSessions(3);
    const input = { userId, currentSessionId: ids[0]!, newPassword: "Fujairah-Harbour-Light-9", actor };
    await expect(
      changePassword(database.deps, { ...input, currentPassword: "not-my-password" }),
    ).rejects.toBeInstanceOf(WrongPasswordError);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(3);

    await changePassword(database.deps, { ...input, currentPassword: password });
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(left.map((session) => session.id)).toEqual([ids[0]]);
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(await verifyPassword({ hash: account!.password!, password: "Fujairah-Harbour-Light-9" })).toBe(true);
    const sent = await database.db.select().from(emails).where(eq(emails.template, "password-changed"));
    expect(sent.map((email) => email.toAddress)).toEqual([email]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "changePassword"))).toHaveLength(1);
  });

  it("never ends another account's session, and signs out everywhere", async () => {
    const mine = await supplierWithSessions(2);
    const theirs = await supplierWithSessions(2);
    await endSession(database.db, mine.userId, theirs.ids[0]!);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, theirs.userId))).toHaveLength(2);
    await endSession(database.db, mine.userId, mine.ids[1]!);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, mine.userId))).toHaveLength(1);
    await endAllSessions(database.db, mine.userId, mine.actor);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, mine.userId))).toHaveLength(0);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, theirs.userId))).toHaveLength(2);
  });

  it("says how each session signed in and the address it came from", async () => {
    const { userId, ids } = await supplierWithSessions(4);
    const methods = ["password+code", null, "passkey", "something-new"];
    for (const [index, id] of ids.entries()) {
      await database.db
        .update(sessions)
        .set({
          signInMethod: methods[index],
          ipAddress: index === 1 ? "" : "203.0.113.7",
          updatedAt: new Date(Date.now() - index * 60_000),
        })
        .where(eq(sessions.id, id));
    }
    const listed = await listSessions(database.db, userId, ids[0]!);
    expect(listed.map((session) => [session.signedInWith, session.ipAddress])).toEqual([
      ["passwordAndCode", "203.0.113.7"],
      [null, null],
      ["passkey", "203.0.113.7"],
      [null, "203.0.113.7"],
    ]);
  });

  it("leaves out an admin's sessions that the session policy has ended", async () => {
    await createAdmin(database.deps, "ops@falconedge-it.ae", { type: "system", label: "Test" });
    const [admin] = await database.db.select().from(users).where(eq(users.email, "ops@falconedge-it.ae"));
    const now = Date.now();
    const session = (id: string, minutesIdle: number, hoursOld: number) => ({
      id,
      token: `${id}-token`,
      userId: admin!.id,
      expiresAt: new Date(now + 30 * 86_400_000),
      createdAt: new Date(now - hoursOld * 3_600_000),
      updatedAt: new Date(now - minutesIdle * 60_000),
    });
    await database.db
      .insert(sessions)
      .values([session("active", 2, 1), session("idle", 31, 1), session("too-old", 2, 13)]);
    const listed = await listSessions(database.db, admin!.id, "active");
    expect(listed.map((row) => row.id)).toEqual(["active"]);
  });

  it("names devices from their user agent", () => {
    expect(deviceOf(null)).toEqual({ browser: null, system: null });
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toEqual({
      browser: "Firefox",
      system: "Linux",
    });
  });
});
