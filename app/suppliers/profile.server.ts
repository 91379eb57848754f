import { eq } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db } from "~/db/client.server";
import { supplierDocuments, suppliers } from "~/db/schema";
import { SupplierNotFoundError } from "./transition.server";
import type { ProfileChanges } from "./registration-form";
import type { RegistrationDocument } from "./registration.server";

const fieldLabels: Record<Exclude<keyof ProfileChanges, "document">, string> = {
  companyName: "company name",
  tradeLicenceNumber: "trade licence number",
  trn: "TRN",
  country: "country",
  city: "city",
  address: "address",
  website: "website",
  contactName: "contact name",
  contactRole: "contact role",
  phone: "phone",
  productCategories: "product categories",
  brands: "brands",
  yearsInBusiness: "years in business",
  note: "note",
};

/**
 * A supplier updates its own company details (never the email) and may replace its trade
 * licence. What changed is written to the audit trail, which admins read on the supplier's page.
 * Returns the labels of the changed fields; nothing changed, nothing is written.
 */
export async function updateSupplierProfile(
  db: Db,
  supplierId: string,
  actor: Actor,
  changes: Omit<ProfileChanges, "document">,
  document?: RegistrationDocument,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for("update");
    if (!current) throw new SupplierNotFoundError();
    const next = { ...changes, trn: changes.trn ?? null, website: changes.website ?? null, note: changes.note ?? null };
    const changed = (Object.keys(fieldLabels) as Array<keyof typeof fieldLabels>).filter(
      (field) => JSON.stringify(current[field] ?? null) !== JSON.stringify(next[field] ?? null),
    );
    const labels = changed.map((field) => fieldLabels[field]);
    if (changed.length > 0) {
      await tx
        .update(suppliers)
        .set({ ...next, updatedAt: new Date() })
        .where(eq(suppliers.id, supplierId));
    }
    if (document) {
      await tx.delete(supplierDocuments).where(eq(supplierDocuments.supplierId, supplierId));
      await tx.insert(supplierDocuments).values({
        supplierId,
        fileName: document.fileName,
        contentType: document.contentType,
        sizeBytes: document.data.byteLength,
        data: document.data,
      });
      labels.push("trade licence document");
    }
    if (labels.length > 0) {
      await recordAudit(tx, {
        actor,
        entityType: "supplier",
        entityId: supplierId,
        action: "updateProfile",
        from: current.status,
        to: current.status,
        note: `Changed ${labels.join(", ")}`,
      });
    }
    return labels;
  });
}
