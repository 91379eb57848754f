import { describe, expect, it } from "vitest";
import { canRenew, daysLeft } from "./dashboard.server";

const now = new Date("2026-11-22T08:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

describe("renewal", () => {
  it("opens 60 days before the end, and stays open once the subscription has expired", () => {
    expect(canRenew({ status: "active", subscriptionExpiresAt: inDays(61) }, now)).toBe(false);
    expect(canRenew({ status: "active", subscriptionExpiresAt: inDays(60) }, now)).toBe(true);
    expect(canRenew({ status: "expired", subscriptionExpiresAt: inDays(-3) }, now)).toBe(true);
    expect(canRenew({ status: "awaiting_payment", subscriptionExpiresAt: null }, now)).toBe(false);
    expect(canRenew({ status: "suspended", subscriptionExpiresAt: inDays(10) }, now)).toBe(false);
  });

  it("counts a part of a day as a day left", () => {
    expect(daysLeft(inDays(0.2), now)).toBe(1);
    expect(daysLeft(null, now)).toBeNull();
  });
});
