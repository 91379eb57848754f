import { and, count, desc, eq, gte, ilike, inArray, lt, or } from "drizzle-orm";
import { z } from "zod";
import { containsPattern, listPage, PAGE_SIZE, pageNumber, searchText } from "~/admin/list-query";
import type { Executor } from "~/db/client.server";
import { auditLog, contactMessages, quoteRequests, suppliers } from "~/db/schema";
import { quoteReference } from "~/quotes/quote-rules";
import { auditEntityLabels } from "~/admin/list-labels";
import { DAY, dubaiDayStart } from "~/lib/dates";

export const auditListQuery = {
  q: searchText,
  entity: z
    .string()
    .regex(/^[a-z-]{1,40}$/)
    .optional(),
  actor: z.enum(["admin", "supplier", "visitor", "system"]).optional(),
  /** A day, YYYY-MM-DD, in Dubai time. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: pageNumber,
};

export type AuditListQuery = z.output<z.ZodObject<typeof auditListQuery>>;

/** Who did what to which record and when, newest first, filtered. */
export async function listAuditTrail(db: Executor, query: AuditListQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    pattern
      ? or(ilike(auditLog.actorLabel, pattern), ilike(auditLog.note, pattern), ilike(auditLog.action, pattern))
      : undefined,
    query.entity ? eq(auditLog.entityType, query.entity) : undefined,
    query.actor ? eq(auditLog.actorType, query.actor) : undefined,
    query.from ? gte(auditLog.createdAt, dubaiDayStart(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, new Date(dubaiDayStart(query.to).getTime() + DAY)) : undefined,
  );
  return listPage(
    query.page,
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  );
}

export function recentActivity(db: Executor, limit = 10) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}

/** Where an entry's record can be seen in the admin area, if anywhere. */
function auditEntityHref(entityType: string, entityId: string): string | null {
  if (entityType === "supplier") return `/admin/supplier/${entityId}`;
  if (entityType === "contact") return `/admin/contacts/${entityId}`;
  if (entityType === "quote-request") return `/admin/quotes/${entityId}`;
  if (entityType === "plan" || entityType === "payment-settings") return "/admin/subscription-settings";
  if (entityType === "settings" || entityType === "user") return "/admin/settings";
  if (entityType === "email") return "/admin/emails";
  return null;
}

/** Entries ready to show: each with the name of its record and a link to it. */
export async function describeEntries(db: Executor, entries: Array<typeof auditLog.$inferSelect>) {
  const idsOf = (type: string) => [...new Set(entries.filter((e) => e.entityType === type).map((e) => e.entityId))];
  const supplierIds = idsOf("supplier");
  const contactIds = idsOf("contact");
  const quoteIds = idsOf("quote-request");
  const [supplierNames, contactNames, quoteNames] = await Promise.all([
    supplierIds.length
      ? db
          .select({ id: suppliers.id, name: suppliers.companyName })
          .from(suppliers)
          .where(inArray(suppliers.id, supplierIds))
      : [],
    contactIds.length
      ? db
          .select({ id: contactMessages.id, name: contactMessages.name })
          .from(contactMessages)
          .where(inArray(contactMessages.id, contactIds))
      : [],
    quoteIds.length
      ? db
          .select({ id: quoteRequests.id, number: quoteRequests.number, createdAt: quoteRequests.createdAt })
          .from(quoteRequests)
          .where(inArray(quoteRequests.id, quoteIds))
          .then((rows) => rows.map((row) => ({ id: row.id, name: quoteReference(row) })))
      : [],
  ]);
  const names = new Map([...supplierNames, ...contactNames, ...quoteNames].map((row) => [row.id, row.name]));
  return entries.map((entry) => ({
    id: entry.id,
    createdAt: entry.createdAt,
    actorLabel: entry.actorLabel,
    actorType: entry.actorType,
    entityType: entry.entityType,
    entityLabel: names.get(entry.entityId) ?? auditEntityLabels[entry.entityType] ?? entry.entityType,
    href: auditEntityHref(entry.entityType, entry.entityId),
    action: entry.action,
    fromState: entry.fromState,
    toState: entry.toState,
    note: entry.note,
  }));
}
