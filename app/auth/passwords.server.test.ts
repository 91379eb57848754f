import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, suppliers } from "~/db/schema";
import { latestEmail, tokenIn } from "~/testing/emails";
import { buildRegistration } from "~/testing/factories";
import { testServices } from "~/testing/route-context";
import { testDatabaseFixture } from "~/testing/test-database";
import { approveSupplier } from "~/suppliers/lifecycle.server";
import { registerSupplier } from "~/suppliers/registration.server";
import { updateSecuritySettings } from "~/settings/admin-settings.server";
import { choosePasswordWithLink } from "./accounts.server";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.server";
import { signIn } from "./sign-in.server";

const password = "Dubai-Creek-Harbour-2030";

describe("stored passwords", () => {
  it("are argon2id at OWASP's settings, and verify only the right password", async () => {
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword({ hash: stored, password })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: `${password}!` })).toBe(false);
  });

  it("made before, with better-auth's scrypt or weaker argon2id settings, still verify and ask to be made again", async () => {
    const older = await betterAuthScrypt(password);
    expect(await verifyPassword({ hash: older, password })).toBe(true);
    expect(await verifyPassword({ hash: older, password: "wrong-password" })).toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash("$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaGhhc2g")).toBe(true);
  });
});

describe("signing in", () => {
  const database = testDatabaseFixture();

  it("stores an older hash again as argon2id, and the password keeps working", async () => {
    const registration = buildRegistration(database.plans[0]!.id);
    await registerSupplier(database.deps, registration, undefined);
    const [supplier] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
    await approveSupplier(database.deps, supplier!.id, { type: "system", label: "Test" });
    const approval = await latestEmail(database.db, "supplier-approved", registration.email);
    await choosePasswordWithLink(database.deps, { token: tokenIn(approval.text, "/set-password"), password });
    const [account] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier!.id));
    const credential = and(eq(accounts.userId, account!.userId!), eq(accounts.providerId, "credential"));
    const stored = async () => (await database.db.select().from(accounts).where(credential))[0]!.password!;
    expect(needsRehash(await stored())).toBe(false);

    // As it was stored before this change.
    await database.db
      .update(accounts)
      .set({ password: await betterAuthScrypt(password) })
      .where(credential);
    const { auth } = testServices(database);
    const signInWith = (secret: string) =>
      signIn(
        { ...database.deps, auth },
        {
          email: registration.email,
          password: secret,
          audience: "supplier",
          clientIp: "203.0.113.4",
          headers: new Headers(),
        },
      );
    await signInWith(password);
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(signInWith(password)).resolves.toMatchObject({ email: registration.email });
    await expect(signInWith("not-the-password")).rejects.toMatchObject({ status: 401 });
  });

  it("are held to the admin's policy by the domain, whoever calls it: the minimum length, the maximum and the common list", async () => {
    const registration = buildRegistration(database.plans[0]!.id);
    await registerSupplier(database.deps, registration, undefined);
    const [supplier] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
    await approveSupplier(database.deps, supplier!.id, { type: "system", label: "Test" });
    const token = tokenIn(
      (await latestEmail(database.db, "supplier-approved", registration.email)).text,
      "/set-password",
    );
    await updateSecuritySettings(database.db, { type: "system", label: "Test" }, { passwordMinLength: 30 });

    const choose = (secret: string) => choosePasswordWithLink(database.deps, { token, password: secret });
    await expect(choose(password)).rejects.toMatchObject({
      status: 400,
      field: "password",
      translation: { key: "passwordTooShort", values: { count: 30 } },
    });
    await expect(choose("x".repeat(129))).rejects.toMatchObject({
      status: 400,
      translation: { key: "passwordTooLong" },
    });
    await updateSecuritySettings(database.db, { type: "system", label: "Test" }, { passwordMinLength: 8 });
    await expect(choose("password123")).rejects.toMatchObject({ status: 400, translation: { key: "commonPassword" } });
    // A refused password leaves the link usable.
    await expect(choose(password)).resolves.toMatchObject({ email: registration.email });
  });
});
