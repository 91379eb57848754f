import { describe, expect, it } from "vitest";
import { adminSessionEnd, judgeSession, sessionLimits, type SessionTimes } from "./session-policy";

const signedIn = new Date("2026-11-25T08:00:00Z");
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => n * 3_600_000;
const at = (ms: number) => new Date(signedIn.getTime() + ms);

/** An admin session opened at 08:00 (better-auth gives it the supplier's 30 days), last seen `lastSeen` after. */
function admin(lastSeen: number, changes: Partial<SessionTimes> = {}): SessionTimes {
  return {
    role: "admin",
    createdAt: signedIn,
    verifiedAt: signedIn,
    lastSeenAt: at(lastSeen),
    expiresAt: at(sessionLimits.supplier.termMs),
    ...changes,
  };
}

describe("an admin session", () => {
  it("ends after 30 minutes without a request", () => {
    expect(judgeSession(admin(0), at(minutes(29) + 59_000))).toMatchObject({ alive: true });
    expect(judgeSession(admin(0), at(minutes(30)))).toEqual({ alive: false, reason: "idle" });
    expect(judgeSession(admin(0), at(minutes(31)))).toEqual({ alive: false, reason: "idle" });
    expect(judgeSession(admin(hours(2)), at(hours(2) + minutes(29)))).toMatchObject({ alive: true });
  });

  it("records that it was seen at most once a minute, moving its end 30 minutes on", () => {
    expect(judgeSession(admin(minutes(10)), at(minutes(10) + 59_000))).toEqual({ alive: true, next: "none" });
    expect(judgeSession(admin(minutes(10)), at(minutes(11)))).toEqual({
      alive: true,
      next: "record",
      expiresAt: at(minutes(41)),
    });
  });

  it("ends 12 hours after its owner last proved who they are, however busy", () => {
    const busy = admin(hours(12) - minutes(1));
    expect(judgeSession(busy, at(hours(12) - 30_000))).toMatchObject({ alive: true });
    expect(judgeSession(busy, at(hours(12)))).toEqual({ alive: false, reason: "maxAge" });
    // Seen near the end, its end is the 12-hour mark, not 30 minutes on.
    expect(judgeSession(admin(hours(11) + minutes(40)), at(hours(11) + minutes(45)))).toEqual({
      alive: true,
      next: "record",
      expiresAt: at(hours(12)),
    });
    // Proving it again (a step-up) counts from then.
    const steppedUp = admin(hours(12), { verifiedAt: at(hours(6)) });
    expect(judgeSession(steppedUp, at(hours(12) + minutes(5)))).toMatchObject({ alive: true });
    expect(judgeSession(steppedUp, at(hours(18)))).toEqual({ alive: false, reason: "maxAge" });
  });

  it("counts from its creation when it is older than the record of proofs", () => {
    const old = admin(hours(12) - minutes(5), { verifiedAt: null });
    expect(judgeSession(old, at(hours(12) + 1))).toEqual({ alive: false, reason: "maxAge" });
    expect(adminSessionEnd({ createdAt: signedIn, verifiedAt: null }, at(minutes(5)))).toEqual(at(minutes(35)));
  });

  it("ends at its stored end, and is never slid by better-auth's daily refresh", () => {
    expect(judgeSession(admin(0, { expiresAt: at(minutes(5)) }), at(minutes(5)))).toEqual({
      alive: false,
      reason: "expired",
    });
    const verdicts = [0, minutes(1), minutes(29)].map((seen) => judgeSession(admin(seen), at(minutes(29))));
    expect(verdicts.every((verdict) => verdict.alive && verdict.next !== "refresh")).toBe(true);
  });
});

describe("a supplier session", () => {
  const supplier = (expiresAt: Date): SessionTimes => ({
    role: "supplier",
    createdAt: signedIn,
    verifiedAt: signedIn,
    lastSeenAt: signedIn,
    expiresAt,
  });
  const term = sessionLimits.supplier.termMs;

  it("lives 30 days, idle or not, and past 12 hours", () => {
    const fresh = supplier(at(term));
    expect(judgeSession(fresh, at(hours(13)))).toEqual({ alive: true, next: "none" });
    expect(judgeSession(fresh, at(term - 1))).toMatchObject({ alive: true });
    expect(judgeSession(fresh, at(term))).toEqual({ alive: false, reason: "expired" });
  });

  it("is slid to a full term by better-auth once it is a day old", () => {
    const fresh = supplier(at(term));
    expect(judgeSession(fresh, at(hours(23)))).toEqual({ alive: true, next: "none" });
    expect(judgeSession(fresh, at(hours(24)))).toEqual({ alive: true, next: "refresh" });
  });
});
