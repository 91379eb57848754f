import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, emails, plans, supplierDocuments, suppliers } from "~/db/schema";
import { queues } from "~/jobs/job-queue.server";
import { buildRegistration } from "~/testing/factories";
import { countJobs, jobQueueFailingOnCall, silentLogger, testDatabaseFixture } from "~/testing/test-database";
import { registerSupplier } from "./registration.server";

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

const appUrl = "https://www.falconedge-it.ae";
const licence = {
  fileName: "trade-licence.pdf",
  contentType: "application/pdf",
  data: new TextEncoder().encode("%PDF-1.7 …"),
};

describe("the plan catalogue", () => {
  it("starts with Standard for one year and two longer plans", async () => {
    const plans = database.plans;
    expect(plans.map(({ label, years }) => ({ label, years }))).toEqual([
      { label: "Standard", years: 1 },
      { label: "Professional", years: 2 },
      { label: "Enterprise", years: 3 },
    ]);
  });
});

describe("registerSupplier", () => {
  it("keeps the language of the page the supplier registered on", async () => {
    const deps = { db: database.db, jobs: database.jobs, appUrl, logger: silentLogger };
    await registerSupplier(deps, buildRegistration(planId), undefined, "ar");
    const [supplier] = await database.db.select({ language: suppliers.language }).from(suppliers);
    expect(supplier).toEqual({ language: "ar" });
  });

  it("takes only a plan on offer today, whoever calls it: a retired plan or a made-up id is refused at the plan field", async () => {
    const deps = { db: database.db, jobs: database.jobs, appUrl, logger: silentLogger };
    await database.db.update(plans).set({ retiredAt: new Date() }).where(eq(plans.id, planId));
    for (const chosen of [planId, "00000000-0000-4000-8000-000000000000", "standard"]) {
      await expect(registerSupplier(deps, buildRegistration(chosen), undefined)).rejects.toMatchObject({
        status: 400,
        field: "planId",
        translation: { key: "planNotOffered" },
      });
    }
    expect(await database.db.select().from(suppliers)).toEqual([]);
  });

  it("records the registration for review with its document, audit entry and emails", async () => {
    const registration = buildRegistration(planId);
    await registerSupplier(
      { db: database.db, jobs: database.jobs, appUrl, logger: silentLogger },
      registration,
      licence,
    );

    const [supplier] = await database.db.select().from(suppliers);
    expect(supplier).toMatchObject({
      status: "pending_review",
      companyName: registration.companyName,
      planId,
      userId: null,
      language: "en",
    });
    const [document] = await database.db.select().from(supplierDocuments);
    expect(document).toMatchObject({
      supplierId: supplier!.id,
      fileName: "trade-licence.pdf",
      sizeBytes: licence.data.byteLength,
    });
    expect(new TextDecoder().decode(document!.data)).toBe("%PDF-1.7 …");

    expect(await database.db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        entityId: supplier!.id,
        action: "register",
        fromState: null,
        toState: "pending_review",
        actorType: "visitor",
      }),
    ]);
    const queued = await database.db.select().from(emails);
    expect(queued.map((email) => [email.template, email.toAddress]).sort()).toEqual([
      ["supplier-registration-received", registration.email],
      ["supplier-registration-review", "consultations@falconedge-it.ae"],
    ]);
    expect(queued.find((email) => email.template === "supplier-registration-review")!.text).toContain(
      `${appUrl}/admin/supplier/${supplier!.id}`,
    );
    expect(await countJobs(database, queues.deliverEmail)).toBe(2);
  });

  it("treats an email already registered, in any casing, like a new one but only tells its owner", async () => {
    const first = buildRegistration(planId);
    await registerSupplier({ db: database.db, jobs: database.jobs, appUrl, logger: silentLogger }, first, undefined);
    await database.reset();
    await database.db.insert(suppliers).values({ ...first, termsAcceptedAt: new Date() });

    await expect(
      registerSupplier(
        { db: database.db, jobs: database.jobs, appUrl, logger: silentLogger },
        buildRegistration(planId, { email: first.email.toUpperCase() }),
        licence,
      ),
    ).resolves.toBeUndefined();

    expect(await database.db.select().from(suppliers)).toHaveLength(1);
    expect(await database.db.select().from(supplierDocuments)).toHaveLength(0);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    const queued = await database.db.select().from(emails);
    expect(queued).toEqual([
      expect.objectContaining({ template: "supplier-registration-attempt", toAddress: first.email.toUpperCase() }),
    ]);
    expect(queued[0]!.text).toContain(`${appUrl}/reset-password`);
  });

  it("keeps nothing when a step fails part-way", async () => {
    await expect(
      registerSupplier(
        { db: database.db, jobs: jobQueueFailingOnCall(database.jobs, 1), appUrl, logger: silentLogger },
        buildRegistration(planId),
        licence,
      ),
    ).rejects.toThrow("job queue unavailable");
    expect(await database.db.select().from(suppliers)).toHaveLength(0);
    expect(await database.db.select().from(supplierDocuments)).toHaveLength(0);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
    expect(await database.db.select().from(emails)).toHaveLength(0);
  });
});
