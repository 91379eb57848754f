import { getTableName, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "~/db/schema";
import { retirePlan } from "~/plans/plan-catalogue.server";
import { createPayingSupplier } from "./suppliers";
import { schemaTables, testDatabaseFixture } from "./test-database";

const database = testDatabaseFixture();

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables) {
    const result = await database.db.execute(sql`select count(*)::int as n from ${table}`);
    counts[getTableName(table)] = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  }
  return counts;
}

describe("the test database", () => {
  it("puts every table back as the migrations left it between tests, the plan catalogue included", async () => {
    const seeded = await rowCounts();
    expect(seeded.plans).toBeGreaterThan(0);

    await createPayingSupplier(database.deps, database.plans[0]!.id, "Deira-Clocktower-12");
    await retirePlan(database.db, { type: "system", label: "Test" }, database.plans[1]!.id);
    const used = await rowCounts();
    for (const name of ["users", "suppliers", "payments", "emails", "audit_log"]) {
      expect(used[name], name).toBeGreaterThan(seeded[name]!);
    }

    await database.reset();
    expect(await rowCounts()).toEqual(seeded);
    expect(await database.db.select().from(schema.plans)).toEqual(
      expect.arrayContaining(database.plans.map((plan) => expect.objectContaining({ id: plan.id, retiredAt: null }))),
    );
  });
});
