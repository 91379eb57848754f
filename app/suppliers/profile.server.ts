import { eq } from "drizzle-orm";
import { translatorFor } from "~/i18n/catalogues.server";
import { localeOf, type Language } from "~/i18n/languages";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db } from "~/db/client.server";
import { supplierDocuments, suppliers } from "~/db/schema";
import { SupplierNotFoundError } from "./transition.server";
import type { ProfileChanges } from "./registration-form";
import type { RegistrationDocument } from "./registration.server";

/** The fields a supplier can change, and its trade licence: what the saved notice and the audit trail name. */
export type ProfileField = Exclude<keyof ProfileChanges, "document"> | "document";
const editableFields: Array<Exclude<ProfileField, "document">> = [
  "companyName",
  "tradeLicenceNumber",
  "trn",
  "country",
  "city",
  "address",
  "website",
  "contactName",
  "contactRole",
  "phone",
  "productCategories",
  "brands",
  "yearsInBusiness",
  "note",
  "language",
];

/**
 * A supplier updates its own company details (never the email) and may replace its trade
 * licence. What changed is written to the audit trail, which admins read on the supplier's page.
 * Returns the changed fields; nothing changed, nothing is written.
 */
export async function updateSupplierProfile(
  db: Db,
  supplierId: string,
  actor: Actor,
  changes: Omit<ProfileChanges, "document">,
  document?: RegistrationDocument,
): Promise<ProfileField[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for("update");
    if (!current) throw new SupplierNotFoundError();
    const next = { ...changes, trn: changes.trn ?? null, website: changes.website ?? null, note: changes.note ?? null };
    const changed: ProfileField[] = editableFields.filter(
      (field) => JSON.stringify(current[field] ?? null) !== JSON.stringify(next[field] ?? null),
    );
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
      changed.push("document");
    }
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor,
        entityType: "supplier",
        entityId: supplierId,
        action: "updateProfile",
        from: current.status,
        to: current.status,
        note: `Changed ${changedFieldNames(changed, "en")}`,
      });
    }
    return changed;
  });
}

export function isProfileField(name: string): name is ProfileField {
  return name === "document" || (editableFields as string[]).includes(name);
}

/** "company name, phone": the changed fields as a reader of `language` calls them. */
export function changedFieldNames(fields: ProfileField[], language: Language): string {
  const t = translatorFor(language, "portal");
  return fields.map((field) => t(`profile.fields.${field}`)).join(localeOf[language].comma);
}
