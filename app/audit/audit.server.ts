import type { Executor } from "~/db/client.server";
import { auditLog } from "~/db/schema";

export interface Actor {
  type: "admin" | "supplier" | "visitor" | "system";
  id?: string;
  /** How the actor appears in the trail: an email address, "Website visitor", "System". */
  label: string;
}

/** Writes one entry of the audit trail; call it inside the transaction of the change it records. */
export async function recordAudit(
  tx: Executor,
  entry: {
    actor: Actor;
    entityType: string;
    entityId: string;
    action: string;
    from?: string | null;
    to?: string | null;
    note?: string;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    fromState: entry.from ?? null,
    toState: entry.to ?? null,
    note: entry.note,
  });
}
