import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, emails, oneTimeLinks, suppliers } from "~/db/schema";
import { TransitionNotAllowedError } from "~/suppliers/lifecycle";
import {
  approveSupplier,
  extendSubscription,
  PasswordAlreadySetError,
  resendSetPasswordLink,
} from "~/suppliers/lifecycle.server";
import { buildSupplierRow } from "~/testing/factories";
import { testDatabaseFixture } from "~/testing/test-database";
import { listSuppliers, type SupplierListQuery } from "./supplier-list.server";

const database = testDatabaseFixture();

const admin = { type: "admin" as const, id: "admin-1", label: "ops@falconedge-it.ae" };
const query = (overrides: Partial<SupplierListQuery> = {}): SupplierListQuery => ({
  sort: "newest",
  page: 1,
  ...overrides,
});

describe("listSuppliers", () => {
  beforeEach(async () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    await database.db.insert(suppliers).values([
      ...Array.from({ length: 55 }, (_, index) =>
        buildSupplierRow(database.plans[index % 2]!.id, {
          companyName: `Trading House ${String(index).padStart(2, "0")}`,
          status: index % 5 === 0 ? "active" : "pending_review",
          createdAt: new Date(start + index * 60_000),
        }),
      ),
      buildSupplierRow(database.plans[2]!.id, {
        companyName: "مؤسسة الخليج للحاسبات",
        email: "sales@gulf-computers.sa",
        tradeLicenceNumber: "CR-1010-998877",
        createdAt: new Date(start - 60_000),
      }),
      buildSupplierRow(database.plans[2]!.id, {
        companyName: "100% Uptime Networks",
        createdAt: new Date(start - 120_000),
      }),
    ]);
  });

  it("pages 25 at a time, newest first, and counts every match", async () => {
    const first = await listSuppliers(database.db, query());
    expect(first).toMatchObject({ total: 57, page: 1, pages: 3 });
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.companyName).toBe("Trading House 54");
    const last = await listSuppliers(database.db, query({ page: 3 }));
    expect(last.rows).toHaveLength(7);
    expect(last.rows.slice(-4).map((row) => row.companyName)).toEqual([
      "Trading House 01",
      "Trading House 00",
      "مؤسسة الخليج للحاسبات",
      "100% Uptime Networks",
    ]);
  });

  it("finds by company name in any case, by email and by trade licence number, in Arabic too", async () => {
    const byName = await listSuppliers(database.db, query({ q: "trading house 1" }));
    expect(byName.rows.map((row) => row.companyName).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `Trading House 1${index}`),
    );
    expect((await listSuppliers(database.db, query({ q: "gulf-computers" }))).rows[0]!.companyName).toBe(
      "مؤسسة الخليج للحاسبات",
    );
    expect((await listSuppliers(database.db, query({ q: "1010-998" }))).total).toBe(1);
    expect((await listSuppliers(database.db, query({ q: "الخليج" }))).total).toBe(1);
  });

  it("takes % and _ in a search literally", async () => {
    expect((await listSuppliers(database.db, query({ q: "100%" }))).rows.map((row) => row.companyName)).toEqual([
      "100% Uptime Networks",
    ]);
    expect((await listSuppliers(database.db, query({ q: "%" }))).total).toBe(1);
    expect((await listSuppliers(database.db, query({ q: "_" }))).total).toBe(0);
  });

  it("filters by status and plan, and sorts by company name", async () => {
    expect((await listSuppliers(database.db, query({ status: "active" }))).total).toBe(11);
    expect((await listSuppliers(database.db, query({ plan: database.plans[2]!.id }))).total).toBe(2);
    expect((await listSuppliers(database.db, query({ status: "active", plan: database.plans[0]!.id }))).total).toBe(6);
    const sorted = await listSuppliers(database.db, query({ sort: "company" }));
    expect(sorted.rows.slice(0, 2).map((row) => row.companyName)).toEqual(["100% Uptime Networks", "Trading House 00"]);
  });
});

describe("an admin's actions on one supplier", () => {
  async function insertSupplier(overrides: Partial<typeof suppliers.$inferInsert>) {
    const [row] = await database.db
      .insert(suppliers)
      .values(buildSupplierRow(database.plans[0]!.id, overrides))
      .returning();
    return row!;
  }

  it("extends from the current end when it is later than today, and records why", async () => {
    const now = new Date("2026-11-22T08:00:00Z");
    const supplier = await insertSupplier({
      status: "active",
      subscriptionExpiresAt: new Date("2027-01-31T08:00:00Z"),
    });
    const expiresAt = await extendSubscription(
      database.deps,
      supplier.id,
      admin,
      { months: 1, note: "Goodwill month after the October outage" },
      now,
    );
    expect(expiresAt.toISOString()).toBe("2027-02-28T08:00:00.000Z");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, supplier.id));
    expect(entry).toMatchObject({
      action: "extend",
      actorLabel: "ops@falconedge-it.ae",
      fromState: "active",
      toState: "active",
      note: "Extended by 1 month to 2027-02-28: Goodwill month after the October outage",
    });
  });

  it("brings an expired subscription back from today, and refuses a supplier who never paid", async () => {
    const now = new Date("2026-11-22T08:00:00Z");
    const expired = await insertSupplier({
      status: "expired",
      subscriptionExpiresAt: new Date("2026-10-01T00:00:00Z"),
    });
    await extendSubscription(database.deps, expired.id, admin, { months: 3, note: "Paid by bank transfer" }, now);
    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, expired.id));
    expect(after).toMatchObject({ status: "active", subscriptionExpiresAt: new Date("2027-02-22T08:00:00Z") });

    const pending = await insertSupplier({ status: "pending_review" });
    await expect(
      extendSubscription(database.deps, pending.id, admin, { months: 1, note: "Should not work" }, now),
    ).rejects.toBeInstanceOf(TransitionNotAllowedError);
  });

  it("resends the set-password link to an approved supplier only, retiring the earlier link", async () => {
    const supplier = await insertSupplier({ status: "pending_review" });
    await approveSupplier(database.deps, supplier.id, admin);
    await resendSetPasswordLink(database.deps, supplier.id, admin);

    const links = await database.db.select().from(oneTimeLinks).where(eq(oneTimeLinks.purpose, "set_password"));
    expect(links).toHaveLength(2);
    expect(links.filter((link) => link.usedAt === null)).toHaveLength(1);
    const sent = await database.db.select().from(emails).where(eq(emails.toAddress, supplier.email));
    expect(sent.map((email) => email.template)).toEqual(["supplier-approved", "supplier-approved"]);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "resendSetPasswordLink"));
    expect(entries).toHaveLength(1);

    const active = await insertSupplier({ status: "active" });
    await expect(resendSetPasswordLink(database.deps, active.id, admin)).rejects.toBeInstanceOf(
      PasswordAlreadySetError,
    );
  });
});
