import { eq } from "drizzle-orm";
import { verifyPassword } from "./passwords.server";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog, emails, sessions, users } from "~/db/schema";
import { createSupplierAwaitingPayment } from "~/testing/suppliers";
import { testDatabaseFixture } from "~/testing/test-database";
import {
  changePassword,
  describeDevice,
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
    expect(listed.map((session) => [session.id, session.current, session.device])).toEqual([
      [ids[0], false, "Chrome on Windows"],
      [ids[1], true, "Safari on iOS"],
      [ids[2], false, "Safari on iOS"],
    ]);
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

  it("names devices from their user agent", () => {
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
  });
});
