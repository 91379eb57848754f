import { and, desc, eq, gt, notExists } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { paymentLinks, payments } from "~/db/schema";

export type PaymentLink = typeof paymentLinks.$inferSelect;

/**
 * The supplier's payment link: the newest one while it is usable and unpaid, otherwise a new one
 * valid for `ttlSeconds`. Reloading the page keeps the countdown; an expired link is replaced on reload
 * ('Generate New Payment Link').
 */
export async function currentPaymentLink(
  db: Executor,
  supplierId: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<PaymentLink> {
  const [usable] = await db
    .select()
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.supplierId, supplierId),
        gt(paymentLinks.expiresAt, now),
        notExists(
          db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.linkId, paymentLinks.id), eq(payments.status, "succeeded"))),
        ),
      ),
    )
    .orderBy(desc(paymentLinks.expiresAt))
    .limit(1);
  if (usable) return usable;
  const [issued] = await db
    .insert(paymentLinks)
    .values({ supplierId, expiresAt: new Date(now.getTime() + ttlSeconds * 1000) })
    .returning();
  return issued!;
}

/** Whether `linkId` is the supplier's and has not expired: the server's check before any charge. */
export async function isPaymentLinkUsable(db: Executor, supplierId: string, linkId: string, now = new Date()) {
  const [link] = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.supplierId, supplierId), gt(paymentLinks.expiresAt, now)));
  return Boolean(link);
}
