import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { suppliers } from "~/db/schema";
import { buildSupplierRow } from "~/testing/factories";
import { insertPayment } from "~/testing/payments";
import { testDatabaseFixture } from "~/testing/test-database";
import { dubaiMonth } from "~/lib/dates";
import {
  listPayments,
  recentMonths,
  revenueByMonth,
  revenueSummary,
  type PaymentListQuery,
} from "./payment-ledger.server";

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

const query = (overrides: Partial<PaymentListQuery> = {}): PaymentListQuery => ({ page: 1, ...overrides });
const supplier = async (companyName: string) =>
  (
    await database.db
      .insert(suppliers)
      .values(buildSupplierRow(planId, { companyName, status: "active" }))
      .returning()
  )[0]!;

describe("the payments ledger", () => {
  const now = new Date("2026-11-22T08:00:00Z");

  beforeEach(async () => {
    const falcon = await supplier("Falcon Networks LLC");
    const noor = await supplier("نور للتقنية");
    await insertPayment(database.db, falcon, { amountMinor: 410_000, createdAt: new Date("2026-11-02T09:00:00Z") });
    await insertPayment(database.db, falcon, {
      amountMinor: 180_000,
      kind: "renewal",
      createdAt: new Date("2026-09-10T09:00:00Z"),
    });
    await insertPayment(database.db, noor, { status: "failed", createdAt: new Date("2026-11-03T09:00:00Z") });
    await insertPayment(database.db, noor, { amountMinor: 230_000, createdAt: new Date("2026-11-04T09:00:00Z") });
    // 31 October 21:00 UTC is already 1 November in Dubai.
    await insertPayment(database.db, noor, { amountMinor: 100_000, createdAt: new Date("2026-10-31T21:00:00Z") });
    await insertPayment(database.db, noor, {
      amountMinor: 5_000,
      currency: "AED",
      createdAt: new Date("2026-11-05T09:00:00Z"),
    });
  });

  it("lists newest first and totals only what was received, per currency", async () => {
    const all = await listPayments(database.db, query());
    expect(all.total).toBe(6);
    expect(all.rows[0]!.currency).toBe("AED");
    expect(all.received).toEqual([
      { currency: "AED", amountMinor: 5_000, payments: 1 },
      { currency: "INR", amountMinor: 920_000, payments: 4 },
    ]);
  });

  it("filters by status, kind, supplier and Dubai calendar month", async () => {
    expect((await listPayments(database.db, query({ status: "failed" }))).total).toBe(1);
    expect((await listPayments(database.db, query({ kind: "renewal" }))).rows[0]!.amountMinor).toBe(180_000);
    expect((await listPayments(database.db, query({ q: "نور" }))).total).toBe(4);
    const november = await listPayments(database.db, query({ month: "2026-11" }));
    expect(november.total).toBe(5);
    expect(november.received.find((total) => total.currency === "INR")!.amountMinor).toBe(740_000);
  });

  it("gives revenue by month with empty months as zero, and this month's and all-time totals", async () => {
    const revenue = await revenueByMonth(database.db, 4, now);
    expect(revenue.currencies).toEqual(["AED", "INR"]);
    expect(revenue.months.map((month) => [month.month, month.amounts.INR])).toEqual([
      ["2026-08", 0],
      ["2026-09", 180_000],
      ["2026-10", 0],
      ["2026-11", 740_000],
    ]);
    const summary = await revenueSummary(database.db, now);
    expect(summary.thisMonth.find((total) => total.currency === "INR")!.amountMinor).toBe(740_000);
    expect(summary.total.find((total) => total.currency === "INR")!.amountMinor).toBe(920_000);
    expect(dubaiMonth(new Date("2026-10-31T20:30:00Z"))).toBe("2026-11");
  });

  it("offers the Dubai month that has begun while it is still the month before in UTC", () => {
    // 21:00 UTC on 30 November is 01:00 on 1 December in Dubai.
    expect(recentMonths(3, new Date("2026-11-30T21:00:00Z"))).toEqual(["2026-12", "2026-11", "2026-10"]);
    expect(recentMonths(2, new Date("2027-01-15T12:00:00Z"))).toEqual(["2027-01", "2026-12"]);
  });
});
