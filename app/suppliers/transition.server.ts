import { eq } from "drizzle-orm";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Tx } from "~/db/client.server";
import { suppliers } from "~/db/schema";
import { DomainError } from "~/lib/errors";
import {
  appliesBeneathSuspension,
  nextStatus,
  TransitionNotAllowedError,
  type LifecycleAction,
  type SupplierStatus,
} from "./lifecycle";

export type Supplier = typeof suppliers.$inferSelect;

/** No supplier has this id (HTTP 404). */
export class SupplierNotFoundError extends DomainError {
  constructor() {
    super(404, "There is no supplier with this id.");
  }
}

type SupplierChange = Partial<typeof suppliers.$inferInsert>;

/**
 * The one way a supplier's state changes: locks the row, checks the transition against the
 * lifecycle, applies it with `set` (fields, or fields computed from the row as it was) and records
 * the audit entry, inside the caller's transaction. The caller adds its own side effects (emails).
 * An action that applies beneath a suspension (a payment) moves the state the supplier returns to.
 */
export async function transition(
  tx: Tx,
  supplierId: string,
  action: LifecycleAction,
  actor: Actor,
  change: {
    note?: string | ((current: Supplier) => string);
    set?: SupplierChange | ((current: Supplier) => SupplierChange);
  } = {},
): Promise<{ supplier: Supplier; from: SupplierStatus; to: SupplierStatus }> {
  const [current] = await tx.select().from(suppliers).where(eq(suppliers.id, supplierId)).for("update");
  if (!current) throw new SupplierNotFoundError();
  const beneath = current.status === "suspended" && appliesBeneathSuspension(action);
  // A suspended row that does not know the state it left cannot take a change beneath it.
  if (beneath && !current.suspendedFrom) throw new TransitionNotAllowedError(action, "suspended");
  const from = beneath ? current.suspendedFrom! : current.status;
  const to = nextStatus(from, action, current.suspendedFrom);
  const [supplier] = await tx
    .update(suppliers)
    .set({
      ...(typeof change.set === "function" ? change.set(current) : change.set),
      ...(beneath ? { suspendedFrom: to } : { status: to }),
      ...(action === "suspend" ? { suspendedFrom: current.status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(suppliers.id, supplierId))
    .returning();
  await recordAudit(tx, {
    actor,
    entityType: "supplier",
    entityId: supplierId,
    action,
    from,
    to,
    // Beneath a suspension the supplier stays suspended: the history says so.
    note:
      [
        typeof change.note === "function" ? change.note(supplier!) : change.note,
        beneath ? "The supplier is suspended; this applies once reactivated." : undefined,
      ]
        .filter(Boolean)
        .join(" ") || undefined,
  });
  return { supplier: supplier!, from, to };
}
