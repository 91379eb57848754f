import { describe, expect, it } from "vitest";
import { suppliers } from "~/db/schema";
import { buildSupplierRow } from "~/testing/factories";
import { testDatabaseFixture } from "~/testing/test-database";
import { supplierStatuses } from "./lifecycle";
import { listAvailablePlans } from "~/plans/plans.server";
import {
  countAwaitingReview,
  countSuppliersByStatus,
  listAwaitingReview,
  registrationsSharingPapers,
} from "./review.server";

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

describe("registrations sharing papers", () => {
  it("finds other suppliers with the same trade licence number in any case, or the same TRN, and no one else", async () => {
    const plan = database.plans[0]!;
    const row = (companyName: string, tradeLicenceNumber: string, trn: string | null) =>
      buildSupplierRow(plan.id, { companyName, tradeLicenceNumber, trn });
    const [applicant, branch, sameTrn, unrelated, noTrn] = await database.db
      .insert(suppliers)
      .values([
        row("Deira Networks LLC", "DED-55120", "100200300400003"),
        row("Deira Networks, Abu Dhabi branch", "ded-55120", null),
        row("Marina Servers Trading", "DED-90001", "100200300400003"),
        row("Oud Metha Power", "DED-77777", "100999888700003"),
        row("Karama Cables", "DED-12345", null),
      ])
      .returning();
    const { shown: sharing, more } = await registrationsSharingPapers(database.db, applicant!);
    expect(more).toBe(false);
    // Inserted in one statement, the rows share a creation time: their order is not the point.
    expect(sharing.map(({ id, sameLicence, sameTrn: trn }) => ({ id, sameLicence, sameTrn: trn }))).toEqual(
      expect.arrayContaining([
        { id: branch!.id, sameLicence: true, sameTrn: false },
        { id: sameTrn!.id, sameLicence: false, sameTrn: true },
      ]),
    );
    expect(sharing).toHaveLength(2);
    expect(await registrationsSharingPapers(database.db, unrelated!)).toEqual({ shown: [], more: false });
    // Two registrations without a TRN do not share one.
    expect(await registrationsSharingPapers(database.db, noTrn!)).toEqual({ shown: [], more: false });
  });

  it("shows the oldest ten, and says when there are more", async () => {
    const plan = database.plans[0]!;
    const start = Date.parse("2026-11-01T08:00:00Z");
    const rows = await database.db
      .insert(suppliers)
      .values(
        Array.from({ length: 12 }, (_, index) =>
          buildSupplierRow(plan.id, {
            companyName: `Copy ${index + 1}`,
            tradeLicenceNumber: "CN-778899",
            createdAt: new Date(start + index * 60_000),
          }),
        ),
      )
      .returning();
    const newest = rows.at(-1)!;
    const { shown, more } = await registrationsSharingPapers(database.db, newest);
    expect(shown.map((row) => row.companyName)).toEqual(Array.from({ length: 10 }, (_, index) => `Copy ${index + 1}`));
    expect(more).toBe(true);
    const second = await registrationsSharingPapers(database.db, rows[1]!);
    // Eleven others: the ten oldest of them, without the supplier itself, and more.
    expect(second.shown.map((row) => row.companyName)).not.toContain("Copy 2");
    expect(second.shown).toHaveLength(10);
    expect(second.more).toBe(true);
  });
});
