import { and, asc, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { plans } from "~/db/schema";

export type Plan = typeof plans.$inferSelect;

/** The plans a supplier can choose today, in the catalogue's order. */
export function listAvailablePlans(db: Executor): Promise<Plan[]> {
  return db.select().from(plans).where(isNull(plans.retiredAt)).orderBy(asc(plans.position), asc(plans.label));
}

export async function findAvailablePlan(db: Executor, id: string): Promise<Plan | undefined> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isNull(plans.retiredAt)));
  return plan;
}
