import { DomainError } from "~/lib/errors";

import { supplierStatuses } from "~/db/enums";
import { DAY, addMonths } from "~/lib/dates";
import { portal } from "~/i18n/catalogues/en/portal";

/** The supplier lifecycle of DESIGN.md §5: which action moves a supplier from which state to which. */
export { supplierStatuses };

export type SupplierStatus = (typeof supplierStatuses)[number];

const allButSuspended = supplierStatuses.filter((status) => status !== "suspended");

export const lifecycle = {
  approve: { from: ["pending_review"], to: "approved" },
  reject: { from: ["pending_review"], to: "rejected" },
  resubmit: { from: ["rejected"], to: "pending_review" },
  setPassword: { from: ["approved"], to: "awaiting_payment" },
  // Paying activates a new account, renews an active one, or brings back an expired one. A payment
  // that completes while the supplier is suspended counts for the state it returns to.
  pay: { from: ["awaiting_payment", "active", "expired"], to: "active", beneathSuspension: true },
  expire: { from: ["active"], to: "expired" },
  // An admin extends a subscription by hand (a goodwill month, a payment made outside the portal).
  extend: { from: ["active", "expired"], to: "active" },
  suspend: { from: allButSuspended, to: "suspended" },
  // Reactivation returns the supplier to the state it was suspended from.
  reactivate: { from: ["suspended"], to: "previous" },
} as const satisfies Record<
  string,
  { from: readonly SupplierStatus[]; to: SupplierStatus | "previous"; beneathSuspension?: boolean }
>;

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

/** Whether a supplier in `status` may take `action`: the one answer the lifecycle's checks and pages ask. */
export function allows(action: LifecycleAction, status: SupplierStatus): boolean {
  return (lifecycle[action].from as readonly SupplierStatus[]).includes(status);
}

/** The state `action` leads to from `current`; throws TransitionNotAllowedError when it is not allowed. */
export function nextStatus(
  current: SupplierStatus,
  action: LifecycleAction,
  suspendedFrom?: SupplierStatus | null,
): SupplierStatus {
  const rule = lifecycle[action];
  if (!allows(action, current)) throw new TransitionNotAllowedError(action, current);
  if (rule.to !== "previous") return rule.to;
  if (!suspendedFrom || suspendedFrom === "suspended") throw new TransitionNotAllowedError(action, current);
  return suspendedFrom;
}

/**
 * Who reaches the portal's own pages (the dashboard, opportunities): a supplier who has paid, while
 * the subscription runs and after it has ended. Until the first payment, the payment page.
 */
export const reachesPortal = (status: SupplierStatus) => status === "active" || status === "expired";

/** Whether `action` on a suspended supplier applies to the state it was suspended from. */
export const appliesBeneathSuspension = (action: LifecycleAction) =>
  "beneathSuspension" in lifecycle[action] && lifecycle[action].beneathSuspension;

/** A subscription can be renewed from this many days before it ends. */
export const RENEWAL_WINDOW_DAYS = 60;

type PayingSupplier = {
  status: SupplierStatus;
  subscriptionExpiresAt: Date | null;
  paymentStatus: string | null;
};

/** Whole days until the subscription ends (negative once it has), or null without one. */
export function daysLeft(expiresAt: Date | null, now = new Date()): number | null {
  return expiresAt ? Math.ceil((expiresAt.getTime() - now.getTime()) / DAY) : null;
}

/**
 * What the supplier may pay for now, or null: the registration (fee and plan) until a first payment
 * has completed, then a renewal, once expired or within 60 days of the end. The one answer to
 * "may this supplier pay?": the payment page, the dashboard and the charge itself ask it.
 */
export function paymentDue(supplier: PayingSupplier, now = new Date()): "registration" | "renewal" | null {
  const left = daysLeft(supplier.subscriptionExpiresAt, now);
  const payable =
    supplier.status === "awaiting_payment" ||
    supplier.status === "expired" ||
    (supplier.status === "active" && left !== null && left <= RENEWAL_WINDOW_DAYS);
  return payable ? paymentKind(supplier) : null;
}

/** A payment is the registration (with its one-time fee) until one has completed; after that, renewals. */
export function paymentKind(supplier: Pick<PayingSupplier, "paymentStatus">): "registration" | "renewal" {
  return supplier.paymentStatus === "completed" ? "renewal" : "registration";
}

/** A subscription's new end: `months` after the later of now and its current end, so no paid day is lost. */
export function extendedEnd(currentEnd: Date | null, months: number, now = new Date()): Date {
  return addMonths(currentEnd && currentEnd > now ? currentEnd : now, months);
}

/** Each status as the admin area (English) names it; the portal names it in the supplier's language. */
export const statusLabels: Record<SupplierStatus, string> = portal.status;

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
