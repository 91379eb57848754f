import { DomainError } from "~/lib/errors";

/** The supplier lifecycle of DESIGN.md §5: which action moves a supplier from which state to which. */
export const supplierStatuses = [
  "pending_review",
  "rejected",
  "approved",
  "awaiting_payment",
  "active",
  "expired",
  "suspended",
] as const;

export type SupplierStatus = (typeof supplierStatuses)[number];

const allButSuspended = supplierStatuses.filter((status) => status !== "suspended");

export const lifecycle = {
  approve: { from: ["pending_review"], to: "approved" },
  reject: { from: ["pending_review"], to: "rejected" },
  resubmit: { from: ["rejected"], to: "pending_review" },
  setPassword: { from: ["approved"], to: "awaiting_payment" },
  // Paying activates a new account, renews an active one, or brings back an expired one.
  pay: { from: ["awaiting_payment", "active", "expired"], to: "active" },
  expire: { from: ["active"], to: "expired" },
  // An admin extends a subscription by hand (a goodwill month, a payment made outside the portal).
  extend: { from: ["active", "expired"], to: "active" },
  suspend: { from: allButSuspended, to: "suspended" },
  // Reactivation returns the supplier to the state it was suspended from.
  reactivate: { from: ["suspended"], to: "previous" },
} as const satisfies Record<string, { from: readonly SupplierStatus[]; to: SupplierStatus | "previous" }>;

export type LifecycleAction = keyof typeof lifecycle;

/** A transition the lifecycle does not allow: a conflict with the supplier's current state (HTTP 409). */
export class TransitionNotAllowedError extends DomainError {
  constructor(
    readonly action: LifecycleAction,
    readonly current: SupplierStatus,
  ) {
    super(409, `A supplier that is ${statusLabels[current].toLowerCase()} cannot be ${actionLabels[action]}.`);
  }
}

/** The state `action` leads to from `current`; throws TransitionNotAllowedError when it is not allowed. */
export function nextStatus(
  current: SupplierStatus,
  action: LifecycleAction,
  suspendedFrom?: SupplierStatus | null,
): SupplierStatus {
  const rule = lifecycle[action];
  if (!(rule.from as readonly SupplierStatus[]).includes(current)) throw new TransitionNotAllowedError(action, current);
  if (rule.to !== "previous") return rule.to;
  if (!suspendedFrom || suspendedFrom === "suspended") throw new TransitionNotAllowedError(action, current);
  return suspendedFrom;
}

export const statusLabels: Record<SupplierStatus, string> = {
  pending_review: "Pending review",
  rejected: "Rejected",
  approved: "Approved",
  awaiting_payment: "Awaiting payment",
  active: "Active",
  expired: "Expired",
  suspended: "Suspended",
};

const actionLabels: Record<LifecycleAction, string> = {
  approve: "approved",
  reject: "rejected",
  resubmit: "resubmitted",
  setPassword: "given a password",
  pay: "activated by a payment",
  expire: "expired",
  extend: "extended by hand",
  suspend: "suspended",
  reactivate: "reactivated",
};
