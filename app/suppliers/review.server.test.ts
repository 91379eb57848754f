import { describe, expect, it } from "vitest";
import { suppliers } from "~/db/schema";
import { buildSupplierRow } from "~/testing/factories";
import { testDatabaseFixture } from "~/testing/test-database";
import { supplierStatuses } from "./lifecycle";
import { listAvailablePlans } from "~/plans/plans.server";
import { countAwaitingReview, countSuppliersByStatus, listAwaitingReview } from "./review.server";

const database = testDatabaseFixture();

describe("counting suppliers for the admin area", () => {
  it("counts each status, and the registrations awaiting review on their own", async () => {
    expect(await countAwaitingReview(database.db)).toBe(0);
    const [plan] = await listAvailablePlans(database.db);
    // Status i appears i + 1 times: every count differs from the others.
    await database.db
      .insert(suppliers)
      .values(
        supplierStatuses.flatMap((status, index) =>
          Array.from({ length: index + 1 }, () => buildSupplierRow(plan!.id, { status })),
        ),
      );

    const counts = await countSuppliersByStatus(database.db);
    expect(counts).toEqual(Object.fromEntries(supplierStatuses.map((status, index) => [status, index + 1])));
    expect(await countAwaitingReview(database.db)).toBe(counts.pending_review);
  });
});

describe("the dashboard's registrations awaiting review", () => {
  it("are the newest few, however many wait", async () => {
    const plan = database.plans[0]!;
    const start = Date.parse("2026-11-01T08:00:00Z");
    await database.db.insert(suppliers).values(
      Array.from({ length: 12 }, (_, index) =>
        buildSupplierRow(plan.id, {
          status: "pending_review",
          companyName: `Registration ${index + 1}`,
          createdAt: new Date(start + index * 3_600_000),
        }),
      ),
    );
    const listed = await listAwaitingReview(database.db, 8);
    expect(listed.map((row) => row.companyName)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5].map((number) => `Registration ${number}`),
    );
  });
});
