import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { payments, suppliers } from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { startJobQueue } from "~/jobs/job-queue.server";
import { listAvailablePlans } from "~/plans/plans.server";
import type { Executor } from "~/db/client.server";
import { buildSupplierRow } from "~/testing/factories";
import { insertPayment } from "~/testing/payments";
import { silentLogger, testDatabaseFixture } from "~/testing/test-database";
import { createThrowawayDatabase } from "~/testing/throwaway-database";
import { allocateInvoiceNumber } from "./invoice-numbers.server";
import { fulfilPayment } from "./payments.server";

const database = testDatabaseFixture();

/** `count` suppliers awaiting payment, each with a charge that succeeded and is not fulfilled yet. */
async function succeededCharges(db: Executor, planId: string, count: number): Promise<string[]> {
  const rows = await db
    .insert(suppliers)
    .values(Array.from({ length: count }, () => buildSupplierRow(planId, { status: "awaiting_payment" })))
    .returning();
  const charged = await Promise.all(rows.map((row) => insertPayment(db, row, { status: "processing" })));
  const ids = charged.map((payment) => payment.id);
  await db.update(payments).set({ status: "succeeded" }).where(inArray(payments.id, ids));
  return ids;
}

async function invoiceNumbers(db: Executor, ids: string[]): Promise<number[]> {
  const rows = await db
    .select({ invoiceNumber: payments.invoiceNumber })
    .from(payments)
    .where(inArray(payments.id, ids));
  return rows.map((row) => row.invoiceNumber!).sort((a, b) => a - b);
}

/** The invoices' dates, in the order of their numbers. */
async function datesInNumberOrder(db: Executor, ids: string[]): Promise<number[]> {
  const rows = await db
    .select({ fulfilledAt: payments.fulfilledAt })
    .from(payments)
    .where(inArray(payments.id, ids))
    .orderBy(asc(payments.invoiceNumber));
  return rows.map((row) => row.fulfilledAt!.getTime());
}

const oneToTwenty = Array.from({ length: 20 }, (_, index) => index + 1);

describe("tax invoice numbers", () => {
  it("give a number back when the fulfilment that took it rolls back, so none is skipped", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        expect(await allocateInvoiceNumber(tx)).toBe(1);
        throw new Error("the fulfilment failed after taking its number");
      }),
    ).rejects.toThrow("the fulfilment failed");
    expect(await database.db.transaction((tx) => allocateInvoiceNumber(tx))).toBe(1);
    expect(await database.db.transaction((tx) => allocateInvoiceNumber(tx))).toBe(2);
  });

  it("run 1 to 20 without gaps or repeats when twenty payments are fulfilled at once", async () => {
    const ids = await succeededCharges(database.db, database.plans[0]!.id, 20);
    await Promise.all(ids.map((id) => fulfilPayment(database.deps, id)));
    expect(await invoiceNumbers(database.db, ids)).toEqual(oneToTwenty);
    expect(await datesInNumberOrder(database.db, ids)).toEqual(
      [...(await datesInNumberOrder(database.db, ids))].sort((a, b) => a - b),
    );
    const active = await database.db.select().from(suppliers).where(eq(suppliers.status, "active"));
    expect(active).toHaveLength(20);
  });
});

// Two instances share one PostgreSQL server (PGlite is one process by design).
describe.runIf(process.env.TEST_DATABASE_URL)("tax invoice numbers across two instances", () => {
  it("run 1 to 20 when two instances fulfil twenty payments at the same time", async () => {
    const server = (await createThrowawayDatabase())!;
    const instances = await Promise.all(
      [1, 2].map(async () => {
        const instance = await openDatabase({ databaseUrl: server.url, poolSize: 4 });
        const jobs = await startJobQueue(instance, silentLogger);
        const deps: DomainDeps = {
          db: instance.db,
          jobs,
          appUrl: "https://www.falconedge-it.ae",
          logger: silentLogger,
        };
        return { instance, jobs, deps };
      }),
    );
    try {
      const [one, two] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const [plan] = await listAvailablePlans(one.deps.db);
      const ids = await succeededCharges(one.deps.db, plan!.id, 20);
      // Each payment is fulfilled by both instances at once, as the webhook and the browser's return would.
      await Promise.all(ids.flatMap((id) => [fulfilPayment(one.deps, id), fulfilPayment(two.deps, id)]));
      expect(await invoiceNumbers(one.deps.db, ids)).toEqual(oneToTwenty);
      // A later number never carries an earlier date.
      const dates = await datesInNumberOrder(one.deps.db, ids);
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    } finally {
      for (const { instance, jobs } of instances) {
        await jobs.stop({ graceful: false, wait: true });
        await instance.close();
      }
      await server.drop();
    }
  });
});
