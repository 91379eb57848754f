import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, supplierDocuments, suppliers } from "~/db/schema";
import { buildSupplierRow } from "~/testing/factories";
import { testDatabaseFixture } from "~/testing/test-database";
import { changedFieldNames, updateSupplierProfile } from "./profile.server";

const database = testDatabaseFixture();
let planId: string;
beforeAll(async () => {
  planId = database.plans[0]!.id;
});

describe("a supplier's profile", () => {
  it("saves the changed details, replaces the licence, and tells admins what changed", async () => {
    const [supplier] = await database.db
      .insert(suppliers)
      .values(buildSupplierRow(planId, { status: "active" }))
      .returning();
    const actor = { type: "supplier" as const, id: "user-1", label: supplier!.email };
    const {
      id,
      email,
      status,
      planId: _plan,
      termsAcceptedAt: _terms,
      rejectionReason: _reason,
      ...current
    } = supplier!;
    const details = {
      companyName: current.companyName,
      tradeLicenceNumber: current.tradeLicenceNumber,
      trn: current.trn ?? undefined,
      country: "UAE" as const,
      city: current.city,
      address: current.address,
      website: current.website ?? undefined,
      contactName: current.contactName,
      contactRole: current.contactRole,
      phone: current.phone,
      productCategories: current.productCategories,
      brands: current.brands,
      yearsInBusiness: current.yearsInBusiness,
      note: current.note ?? undefined,
      language: current.language,
    };

    expect(await updateSupplierProfile(database.db, id, actor, details)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);

    const changed = await updateSupplierProfile(
      database.db,
      id,
      actor,
      { ...details, phone: "+971 4 999 1234", productCategories: ["servers"], website: undefined },
      { fileName: "licence-2027.pdf", contentType: "application/pdf", data: new TextEncoder().encode("%PDF-1.7 new") },
    );
    expect(changed).toEqual(["website", "phone", "productCategories", "document"]);
    expect(changedFieldNames(changed, "ar")).toBe("الموقع الإلكتروني، الهاتف، فئات المنتجات، مستند الرخصة التجارية");
    const [after] = await database.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(after).toMatchObject({ phone: "+971 4 999 1234", website: null, email, status });
    const [document] = await database.db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, id));
    expect(document!.fileName).toBe("licence-2027.pdf");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      action: "updateProfile",
      actorLabel: email,
      note: "Changed website, phone, product categories, trade licence document",
    });
  });
});
