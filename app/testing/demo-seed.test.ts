import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { choosePasswordWithLink } from "~/auth/accounts.server";
import type { Auth } from "~/auth/auth.server";
import { signIn } from "~/auth/sign-in.server";
import { auditLog, payments, plans, suppliers } from "~/db/schema";
import { addMonths } from "~/lib/dates";
import { nextStatus, type LifecycleAction, type SupplierStatus } from "~/suppliers/lifecycle";
import { seedDemoData, type DemoSeed } from "./demo-seed";
import { testServices } from "./route-context";
import { testDatabaseFixture } from "./test-database";

const database = testDatabaseFixture();
// The real clock: the seed's set-password links are used below, and a link is judged against it.
const now = new Date();
let auth: Auth;
let seed: DemoSeed;
beforeAll(() => {
  auth = testServices(database).auth;
});
// The fixture empties the database before each test; each test seeds its own.
const seedSixty = async () => {
  seed = await seedDemoData(database.db, { suppliers: 60, appUrl: "https://www.falconedge-it.ae", now });
};

const citiesOf: Record<string, string[]> = {
  UAE: ["Dubai", "Abu Dhabi", "Sharjah"],
  "Saudi Arabia": ["Riyadh", "Jeddah", "Dammam"],
  Qatar: ["Doha"],
  Oman: ["Muscat"],
  Bahrain: ["Manama"],
  Kuwait: ["Kuwait City"],
};

describe("the demo seed", () => {
  it("gives every supplier a history that leads, step by step in the past, to its present state", async () => {
    await seedSixty();
    const rows = await database.db.select().from(suppliers);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(["pending_review", "approved", "awaiting_payment", "active", "expired", "rejected", "suspended"]),
    );
    for (const supplier of rows) {
      const history = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, supplier.id))
        .orderBy(asc(auditLog.createdAt));
      let state: SupplierStatus | null = null;
      let suspendedFrom: SupplierStatus | null = null;
      for (const entry of history) {
        expect(entry.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(entry.fromState).toBe(state);
        if (entry.action !== "register") {
          expect(nextStatus(state!, entry.action as LifecycleAction, suspendedFrom)).toBe(entry.toState);
        }
        if (entry.action === "suspend") suspendedFrom = state;
        state = entry.toState as SupplierStatus;
      }
      expect(state, supplier.companyName).toBe(supplier.status);
      expect(supplier.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it("dates every payment in the past, ends each subscription the plan's years after its payment, and numbers the invoices in order", async () => {
    await seedSixty();
    const paid = await database.db
      .select({ supplier: suppliers, payment: payments, years: plans.years })
      .from(payments)
      .innerJoin(suppliers, eq(suppliers.id, payments.supplierId))
      .innerJoin(plans, eq(plans.id, payments.planId))
      .orderBy(asc(payments.fulfilledAt));
    expect(paid.some(({ payment }) => payment.status === "failed")).toBe(true);
    for (const { payment } of paid) expect(payment.createdAt.getTime()).toBeLessThan(now.getTime());

    const succeeded = paid.filter(({ payment }) => payment.status === "succeeded");
    expect(succeeded.map(({ payment }) => payment.invoiceNumber)).toEqual(succeeded.map((_, index) => index + 1));
    for (const { supplier, payment, years } of succeeded) {
      expect(payment.fulfilledAt!.getTime()).toBeLessThan(now.getTime());
      expect(supplier.paymentDate).toEqual(payment.fulfilledAt);
      expect(supplier.paymentAmountMinor).toBe(payment.amountMinor);
      expect(supplier.subscriptionExpiresAt).toEqual(addMonths(payment.fulfilledAt!, years * 12));
      const running = supplier.subscriptionExpiresAt!.getTime() > now.getTime();
      expect(running).toBe(supplier.status === "active" || supplier.status === "suspended");
    }
  });

  it("gives the suppliers past approval a real sign-in: the printed password, or a set-password link", async () => {
    await seedSixty();
    const rows = await database.db.select().from(suppliers);
    for (const supplier of rows) {
      const hasAccount = !["pending_review", "rejected"].includes(supplier.status);
      expect(Boolean(supplier.userId), supplier.status).toBe(hasAccount);
    }
    const signInAs = (email: string) =>
      signIn(
        { ...database.deps, auth },
        {
          email,
          password: seed.supplierPassword,
          audience: "supplier",
          clientIp: "203.0.113.20",
          headers: new Headers(),
        },
      );
    const active = rows.find((row) => row.status === "active")!;
    await expect(signInAs(active.email)).resolves.toMatchObject({ role: "supplier", email: active.email });
    // A suspended supplier cannot sign in, as after the admin's Suspend.
    const suspended = rows.find((row) => row.status === "suspended" && row.userId)!;
    await expect(signInAs(suspended.email)).rejects.toMatchObject({ status: 403 });

    const [link] = seed.setPasswordLinks;
    const token = new URL(link!.url).searchParams.get("token")!;
    await choosePasswordWithLink(database.deps, { token, password: "Creek-Harbour-Lantern-7" });
    const [chosen] = await database.db.select().from(suppliers).where(eq(suppliers.email, link!.email));
    expect(chosen!.status).toBe("awaiting_payment");
  });

  it("files each address under its own country, with varied names and messages", async () => {
    await seedSixty();
    const rows = await database.db.select().from(suppliers);
    for (const supplier of rows) expect(citiesOf[supplier.country], supplier.address).toContain(supplier.city);
    // No Dubai district filed under another city, and no Saudi street under a UAE one.
    const dubaiPlaces = /Al Garhoud|Al Quoz|Jumeirah|Business Bay|Silicon Oasis/;
    for (const supplier of rows.filter((row) => dubaiPlaces.test(row.address))) expect(supplier.city).toBe("Dubai");
    for (const supplier of rows.filter((row) => /Olaya|Al Malqa/.test(row.address)))
      expect(supplier.city).toBe("Riyadh");
    expect(new Set(rows.map((row) => row.country)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.contactName)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.address)).size).toBeGreaterThanOrEqual(12);
    // A Tax Registration Number is the UAE's.
    for (const supplier of rows.filter((row) => row.trn)) expect(supplier.country).toBe("UAE");
  });
});
