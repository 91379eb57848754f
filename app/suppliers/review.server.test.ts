import { describe, expect, it } from "vitest";
import { suppliers } from "~/db/schema";
import { buildSupplierRow } from "~/testing/factories";
import { testDatabaseFixture } from "~/testing/test-database";
import { supplierStatuses } from "./lifecycle";
import { listAvailablePlans } from "~/plans/plans.server";
import { countAwaitingReview, countSuppliersByStatus } from "./review.server";

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
