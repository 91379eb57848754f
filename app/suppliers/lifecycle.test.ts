import { describe, expect, it } from "vitest";
import {
  allows,
  daysLeft,
  extendedEnd,
  lifecycle,
  nextStatus,
  paymentDue,
  supplierStatuses,
  TransitionNotAllowedError,
  type LifecycleAction,
} from "./lifecycle";

describe("the supplier lifecycle", () => {
  it("follows the happy path from registration to an active account", () => {
    let status = nextStatus("pending_review", "approve");
    expect(status).toBe("approved");
    status = nextStatus(status, "setPassword");
    expect(status).toBe("awaiting_payment");
    status = nextStatus(status, "pay");
    expect(status).toBe("active");
    expect(nextStatus(nextStatus(status, "expire"), "pay")).toBe("active");
  });

  it("allows each action from the states DESIGN.md §5 draws, and from no other", () => {
    const drawn: Record<LifecycleAction, string[]> = {
      approve: ["pending_review"],
      reject: ["pending_review"],
      resubmit: ["rejected"],
      setPassword: ["approved"],
      pay: ["awaiting_payment", "active", "expired"],
      expire: ["active"],
      extend: ["active", "expired"],
      suspend: supplierStatuses.filter((status) => status !== "suspended"),
      reactivate: ["suspended"],
    };
    for (const action of Object.keys(drawn) as LifecycleAction[]) {
      const allowed = supplierStatuses.filter((status) => allows(action, status));
      expect(allowed, action).toEqual(supplierStatuses.filter((status) => drawn[action].includes(status)));
    }
  });

  it("lets a rejected registration be corrected and reviewed again", () => {
    expect(nextStatus(nextStatus("pending_review", "reject"), "resubmit")).toBe("pending_review");
  });

  it("suspends from any state and reactivates to the state it left", () => {
    for (const status of supplierStatuses.filter((s) => s !== "suspended")) {
      expect(nextStatus(status, "suspend")).toBe("suspended");
      expect(nextStatus("suspended", "reactivate", status)).toBe(status);
    }
  });

  it("refuses every transition not drawn, with a 409 and a message a person can read", () => {
    const allowed = new Set(
      Object.entries(lifecycle).flatMap(([action, rule]) => rule.from.map((from) => `${action}:${from}`)),
    );
    let refused = 0;
    for (const action of Object.keys(lifecycle) as LifecycleAction[]) {
      for (const status of supplierStatuses) {
        if (allowed.has(`${action}:${status}`)) continue;
        refused += 1;
        expect(() => nextStatus(status, action, "active")).toThrow(TransitionNotAllowedError);
      }
    }
    expect(refused).toBeGreaterThan(30);
    expect(() => nextStatus("active", "approve")).toThrow("A supplier that is active cannot be approved.");
    expect(new TransitionNotAllowedError("approve", "active").status).toBe(409);
  });

  it("cannot reactivate a supplier without knowing the state it was suspended from", () => {
    expect(() => nextStatus("suspended", "reactivate", null)).toThrow(TransitionNotAllowedError);
  });
});

describe("when a supplier may pay", () => {
  const now = new Date("2026-11-22T08:00:00Z");
  const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const paid = { paymentStatus: "completed" };

  it("asks for the registration until a first payment has completed", () => {
    expect(paymentDue({ status: "awaiting_payment", subscriptionExpiresAt: null, paymentStatus: null }, now)).toBe(
      "registration",
    );
  });

  it("opens renewal 60 days before the end, and keeps it open once the subscription has expired", () => {
    expect(paymentDue({ ...paid, status: "active", subscriptionExpiresAt: inDays(61) }, now)).toBeNull();
    expect(paymentDue({ ...paid, status: "active", subscriptionExpiresAt: inDays(60) }, now)).toBe("renewal");
    expect(paymentDue({ ...paid, status: "expired", subscriptionExpiresAt: inDays(-3) }, now)).toBe("renewal");
  });

  it("asks nothing of a supplier in review, approved without a password, rejected or suspended", () => {
    for (const status of ["pending_review", "approved", "rejected", "suspended"] as const) {
      expect(paymentDue({ ...paid, status, subscriptionExpiresAt: inDays(10) }, now)).toBeNull();
    }
  });

  it("counts a part of a day as a day left", () => {
    expect(daysLeft(inDays(0.2), now)).toBe(1);
    expect(daysLeft(null, now)).toBeNull();
  });

  it("extends from the later of now and the current end, so no paid day is lost", () => {
    expect(extendedEnd(inDays(10), 12, now)).toEqual(new Date("2027-12-02T08:00:00Z"));
    expect(extendedEnd(inDays(-10), 12, now)).toEqual(new Date("2027-11-22T08:00:00Z"));
    expect(extendedEnd(null, 1, now)).toEqual(new Date("2026-12-22T08:00:00Z"));
  });
});
