import { eq } from "drizzle-orm";
import { LinkUnusableError } from "~/auth/accounts.server";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emails, supplierDocuments, suppliers, users } from "~/db/schema";
import type { Language } from "~/i18n/languages";
import { latestEmail, tokenIn } from "~/testing/emails";
import { buildRegistration } from "~/testing/factories";
import { jobQueueFailingOnCall, testDatabaseFixture } from "~/testing/test-database";
import { TransitionNotAllowedError } from "./lifecycle";
import {
  approveSupplier,
  expireSubscription,
  rejectSupplier,
  resubmitRegistration,
  suspendSupplier,
} from "./lifecycle.server";
import { registerSupplier } from "./registration.server";
import { SupplierNotFoundError } from "./transition.server";

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

const admin = { type: "admin" as const, id: "admin-1", label: "ops@falconedge-it.ae" };

async function pendingSupplier(language: Language = "en") {
  const registration = buildRegistration(planId);
  await registerSupplier(
    database.deps,
    registration,
    { fileName: "licence.pdf", contentType: "application/pdf", data: new TextEncoder().encode("%PDF-1.7 old") },
    language,
  );
  const [supplier] = await database.db.select().from(suppliers).where(eq(suppliers.email, registration.email));
  return supplier!;
}

const statusOf = async (id: string) =>
  (await database.db.select({ status: suppliers.status }).from(suppliers).where(eq(suppliers.id, id)))[0]!.status;

describe("approving", () => {
  it("moves the supplier to approved, links a new sign-in, audits and emails the set-password link", async () => {
    const supplier = await pendingSupplier();
    await approveSupplier(database.deps, supplier.id, admin);

    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(after!.status).toBe("approved");
    const [user] = await database.db.select().from(users).where(eq(users.id, after!.userId!));
    expect(user).toMatchObject({ email: supplier.email, role: "supplier" });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "approve"));
    expect(entries).toEqual([
      expect.objectContaining({ actorLabel: admin.label, fromState: "pending_review", toState: "approved" }),
    ]);
    const email = await latestEmail(database.db, "supplier-approved", supplier.email);
    expect(email.text).toContain("expires in 72 hours");
    expect(tokenIn(email.text, "/set-password")).toMatch(/^[\w-]{43}$/);
  });

  it("answers 409 for a supplier that is not waiting for review, and changes nothing", async () => {
    const supplier = await pendingSupplier();
    await approveSupplier(database.deps, supplier.id, admin);
    const error = await approveSupplier(database.deps, supplier.id, admin).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(TransitionNotAllowedError);
    expect(error).toMatchObject({ status: 409 });
    expect(await database.db.select().from(users)).toHaveLength(1);
    expect(await database.db.select().from(emails).where(eq(emails.template, "supplier-approved"))).toHaveLength(1);
  });

  it("answers 404 for an unknown supplier", async () => {
    await expect(approveSupplier(database.deps, "6d0f6a40-7c42-4c0e-9d7e-0f7b9d4d9a11", admin)).rejects.toBeInstanceOf(
      SupplierNotFoundError,
    );
  });

  it("rolls everything back when the email cannot be queued", async () => {
    const supplier = await pendingSupplier();
    await expect(
      approveSupplier({ ...database.deps, jobs: jobQueueFailingOnCall(database.jobs, 1) }, supplier.id, admin),
    ).rejects.toThrow();
    expect(await statusOf(supplier.id)).toBe("pending_review");
    expect(await database.db.select().from(users)).toHaveLength(0);
  });
});

describe("rejecting and resubmitting", () => {
  it("emails the reason with a link that puts the corrected registration back in review once", async () => {
    const supplier = await pendingSupplier();
    await rejectSupplier(database.deps, supplier.id, admin, "The trade licence scan is unreadable.");
    expect(await statusOf(supplier.id)).toBe("rejected");
    const email = await latestEmail(database.db, "supplier-rejected", supplier.email);
    expect(email.text).toContain("The trade licence scan is unreadable.");
    const token = tokenIn(email.text, "/SupplierRegistration");

    const { email: _email, ...corrected } = buildRegistration(planId, { companyName: "Gulf Components FZE" });
    const newScan = { fileName: "licence-2.png", contentType: "image/png", data: new Uint8Array([137, 80, 78, 71]) };
    await resubmitRegistration(database.deps, token, corrected, newScan);

    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(after).toMatchObject({
      status: "pending_review",
      companyName: "Gulf Components FZE",
      email: supplier.email,
      rejectionReason: null,
    });
    const documents = await database.db.select().from(supplierDocuments);
    expect(documents.map((document) => document.fileName)).toEqual(["licence-2.png"]);
    const trail = await database.db.select().from(auditLog).where(eq(auditLog.entityId, supplier.id));
    expect(trail.map((entry) => `${entry.action}:${entry.fromState ?? ""}>${entry.toState}`)).toEqual(
      expect.arrayContaining(["reject:pending_review>rejected", "resubmit:rejected>pending_review"]),
    );
    expect(trail.find((entry) => entry.action === "reject")!.note).toBe("The trade licence scan is unreadable.");

    await expect(resubmitRegistration(database.deps, token, corrected, undefined)).rejects.toThrow(LinkUnusableError);
  });
});

describe("emails in the supplier's language", () => {
  const appUrl = "https://www.falconedge-it.ae";

  it("writes an Arabic supplier's approval in Arabic, right to left, with the set-password link under /ar", async () => {
    const supplier = await pendingSupplier("ar");
    await approveSupplier(database.deps, supplier.id, admin);

    const email = await latestEmail(database.db, "supplier-approved", supplier.email);
    expect(email.subject).toBe(`اعتُمد تسجيل \u2068${supplier.companyName}\u2069: عيّن كلمة المرور`);
    expect(email.html).toMatch(/^<!doctype html><html lang="ar-AE" dir="rtl">/);
    expect(email.html).toContain(`<bdi>${supplier.companyName}</bdi>`);
    expect(email.html).toContain(`<a href="${appUrl}/ar/set-password?token=`);
    expect(email.text).toContain(`السيد/السيدة \u2068${supplier.contactName}\u2069،`);
    expect(email.text).toContain("تنتهي صلاحيته بعد 72 ساعة");
    // The text part's address is bare: a mark inside a link a mail client makes of it would break it.
    expect(email.text).toMatch(new RegExp(`: ${appUrl}/ar/set-password\\?token=[\\w-]{43}(\\s|$)`));
    expect(tokenIn(email.text, "/ar/set-password")).toMatch(/^[\w-]{43}$/);
  });

  it("writes an English supplier's approval as before, with the link at the English path", async () => {
    const supplier = await pendingSupplier("en");
    await approveSupplier(database.deps, supplier.id, admin);

    const email = await latestEmail(database.db, "supplier-approved", supplier.email);
    expect(email.subject).toBe(`${supplier.companyName} is approved: set your password`);
    expect(email.html).toMatch(/^<!doctype html><html lang="en-AE" dir="ltr">/);
    expect(email.text).toContain(`Dear ${supplier.contactName},`);
    expect(email.text).toContain(`Set your password: ${appUrl}/set-password?token=`);
    expect(email.text).not.toMatch(/[\u0600-\u06ff\u2066-\u2069]/);
    expect(email.text).toContain("Kind regards,\nThe Falcon Edge IT supplier team");
  });

  it("sends an Arabic supplier's rejection reason with the correction link under /ar", async () => {
    const supplier = await pendingSupplier("ar");
    await rejectSupplier(database.deps, supplier.id, admin, "The trade licence scan is unreadable.");

    const email = await latestEmail(database.db, "supplier-rejected", supplier.email);
    expect(email.subject).toContain("يحتاج إلى تعديلات");
    expect(email.html).toContain(`href="${appUrl}/ar/SupplierRegistration?resubmit=`);
    // The admin's words keep their own direction.
    expect(email.html).toContain('<p dir="auto"');
    expect(email.text).toContain("\u2068The trade licence scan is unreadable.\u2069");
    expect(tokenIn(email.text, "/ar/SupplierRegistration")).toMatch(/^[\w-]{43}$/);
  });
});

describe("other transitions", () => {
  it("suspends from any state but suspended, remembering where to return", async () => {
    const supplier = await pendingSupplier();
    await suspendSupplier(database.deps, supplier.id, admin, "Duplicate company");
    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, supplier.id));
    expect(after).toMatchObject({ status: "suspended", suspendedFrom: "pending_review" });
    await expect(suspendSupplier(database.deps, supplier.id, admin)).rejects.toMatchObject({ status: 409 });
  });

  it("expires only an active subscription", async () => {
    const supplier = await pendingSupplier();
    await expect(expireSubscription(database.deps, supplier.id)).rejects.toBeInstanceOf(TransitionNotAllowedError);
  });
});
