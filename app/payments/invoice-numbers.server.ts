import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { invoiceCounter } from "~/db/schema";

/**
 * The next tax invoice number. Call it inside the transaction that fulfils the payment: the counter
 * row stays locked until that transaction ends, so two instances fulfilling payments at once take
 * turns, and a transaction that rolls back gives its number back. Numbers therefore run 1, 2, 3, …
 * without gaps or repeats.
 */
export async function allocateInvoiceNumber(tx: Executor): Promise<number> {
  const [row] = await tx
    .update(invoiceCounter)
    .set({ lastNumber: sql`${invoiceCounter.lastNumber} + 1` })
    .returning({ number: invoiceCounter.lastNumber });
  if (!row) throw new Error("the invoice counter row is missing (migration 0011)");
  return row.number;
}
