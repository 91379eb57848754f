import { describe, expect, it } from "vitest";
import { lifecycle, nextStatus, supplierStatuses, TransitionNotAllowedError, type LifecycleAction } from "./lifecycle";

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
