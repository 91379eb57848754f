import { and, asc, count, desc, eq, gte, like, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "~/db/client.server";
import { plans, suppliers } from "~/db/schema";
import { supplierStatuses } from "~/suppliers/lifecycle";
import { containsPattern, listPage, PAGE_SIZE, pageNumber, searchText } from "~/admin/list-query";
import { supplierSorts } from "~/admin/list-labels";
import { DAY } from "~/lib/dates";

export const supplierListQuery = {
  q: searchText,
  status: z.enum(supplierStatuses).optional(),
  plan: z.uuid().optional(),
  sort: z.enum(Object.keys(supplierSorts) as [keyof typeof supplierSorts]).default("newest"),
  page: pageNumber,
};

export type SupplierListQuery = z.output<z.ZodObject<typeof supplierListQuery>>;

const orderings: Record<keyof typeof supplierSorts, SQL[]> = {
  newest: [desc(suppliers.createdAt), desc(suppliers.id)],
  oldest: [asc(suppliers.createdAt), asc(suppliers.id)],
  company: [asc(sql`lower(${suppliers.companyName})`), asc(suppliers.id)],
  expiry: [sql`${suppliers.subscriptionExpiresAt} asc nulls last`, asc(suppliers.id)],
};

/** One page of suppliers matching the search (company, email or trade licence) and filters. */
export async function listSuppliers(db: Executor, query: SupplierListQuery) {
  const pattern = query.q ? containsPattern(query.q.toLowerCase()) : undefined;
  const where = and(
    // A stored, lower-cased column with a trigram index (decision 0003).
    pattern ? like(suppliers.searchText, pattern) : undefined,
    query.status ? eq(suppliers.status, query.status) : undefined,
    query.plan ? eq(suppliers.planId, query.plan) : undefined,
  );
  return listPage(
    query.page,
    db
      .select({
        id: suppliers.id,
        companyName: suppliers.companyName,
        email: suppliers.email,
        tradeLicenceNumber: suppliers.tradeLicenceNumber,
        country: suppliers.country,
        status: suppliers.status,
        planLabel: plans.label,
        subscriptionExpiresAt: suppliers.subscriptionExpiresAt,
        createdAt: suppliers.createdAt,
      })
      .from(suppliers)
      .innerJoin(plans, eq(plans.id, suppliers.planId))
      .where(where)
      .orderBy(...orderings[query.sort])
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(suppliers).where(where),
  );
}

/** Every plan, retired ones included, for the plan filter. */
export function listPlanOptions(db: Executor) {
  return db.select({ id: plans.id, label: plans.label }).from(plans).orderBy(asc(plans.position), asc(plans.label));
}

/** Active subscriptions ending within `days`, soonest first. */
export function listExpiringSoon(db: Executor, now = new Date(), days = 30) {
  return db
    .select({
      id: suppliers.id,
      companyName: suppliers.companyName,
      email: suppliers.email,
      subscriptionExpiresAt: suppliers.subscriptionExpiresAt,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.status, "active"),
        gte(suppliers.subscriptionExpiresAt, now),
        lt(suppliers.subscriptionExpiresAt, new Date(now.getTime() + days * DAY)),
      ),
    )
    .orderBy(asc(suppliers.subscriptionExpiresAt))
    .limit(50);
}
