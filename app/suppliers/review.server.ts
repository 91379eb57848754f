import { and, asc, count, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { auditLog, plans, supplierDocuments, suppliers } from "~/db/schema";
import { supplierStatuses, type SupplierStatus } from "./lifecycle";

// What admins read about suppliers: the review queue, one supplier's file and its document.

export async function countSuppliersByStatus(db: Executor): Promise<Record<SupplierStatus, number>> {
  const rows = await db.select({ status: suppliers.status, total: count() }).from(suppliers).groupBy(suppliers.status);
  const counts = Object.fromEntries(supplierStatuses.map((status) => [status, 0])) as Record<SupplierStatus, number>;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** How many registrations wait for an admin's decision: the admin menu's badge, read on every admin page. */
export async function countAwaitingReview(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(suppliers).where(eq(suppliers.status, "pending_review"));
  return row?.total ?? 0;
}

/** The newest registrations awaiting review, at most `limit`. */
export function listAwaitingReview(db: Executor, limit: number) {
  return db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      country: suppliers.country,
      city: suppliers.city,
      contactName: suppliers.contactName,
      email: suppliers.email,
      planLabel: plans.label,
      createdAt: suppliers.createdAt,
      documentId: supplierDocuments.id,
    })
    .from(suppliers)
    .innerJoin(plans, eq(plans.id, suppliers.planId))
    .leftJoin(supplierDocuments, eq(supplierDocuments.supplierId, suppliers.id))
    .where(eq(suppliers.status, "pending_review"))
    .orderBy(desc(suppliers.createdAt), desc(suppliers.id))
    .limit(limit);
}

/** One supplier's registration, plan, document details and status history; undefined when unknown. */
export async function getSupplierFile(db: Executor, supplierId: string) {
  const [row] = await db
    .select({ supplier: suppliers, plan: { label: plans.label, years: plans.years, amountMinor: plans.amountMinor } })
    .from(suppliers)
    .innerJoin(plans, eq(plans.id, suppliers.planId))
    .where(eq(suppliers.id, supplierId));
  if (!row) return undefined;
  const [document, history] = await Promise.all([
    getDocumentDetails(db, supplierId),
    db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorLabel: auditLog.actorLabel,
        fromState: auditLog.fromState,
        toState: auditLog.toState,
        note: auditLog.note,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "supplier"), eq(auditLog.entityId, supplierId)))
      .orderBy(desc(auditLog.createdAt)),
  ]);
  return { ...row, document, history };
}

const SHARING_PAPERS_SHOWN = 10;

/**
 * Other registrations with the same trade licence number (letters in any case) or the same TRN: a
 * company registering twice, or someone using another company's papers. The admin sees them before
 * deciding; a licence may be shared legitimately (a branch), so nothing is refused. The oldest ten
 * are shown, and `more` says whether there are others.
 */
export async function registrationsSharingPapers(
  db: Executor,
  supplier: { id: string; tradeLicenceNumber: string; trn: string | null },
) {
  const sameLicence = sql<boolean>`upper(${suppliers.tradeLicenceNumber}) = upper(${supplier.tradeLicenceNumber})`;
  const sameTrn = supplier.trn ? eq(suppliers.trn, supplier.trn) : sql<boolean>`false`;
  const rows = await db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      status: suppliers.status,
      sameLicence: sql<boolean>`${sameLicence}`,
      sameTrn: sql<boolean>`coalesce(${sameTrn}, false)`,
    })
    .from(suppliers)
    .where(and(ne(suppliers.id, supplier.id), or(sameLicence, sameTrn)))
    .orderBy(asc(suppliers.createdAt), asc(suppliers.id))
    .limit(SHARING_PAPERS_SHOWN + 1);
  return { shown: rows.slice(0, SHARING_PAPERS_SHOWN), more: rows.length > SHARING_PAPERS_SHOWN };
}

/** What is known about the supplier's trade licence without loading the file; undefined when none. */
export async function getDocumentDetails(db: Executor, supplierId: string) {
  const [details] = await db
    .select({
      fileName: supplierDocuments.fileName,
      contentType: supplierDocuments.contentType,
      sizeBytes: supplierDocuments.sizeBytes,
      uploadedAt: supplierDocuments.uploadedAt,
    })
    .from(supplierDocuments)
    .where(eq(supplierDocuments.supplierId, supplierId));
  return details;
}

export async function getSupplierDocument(db: Executor, supplierId: string) {
  const [document] = await db.select().from(supplierDocuments).where(eq(supplierDocuments.supplierId, supplierId));
  return document;
}
