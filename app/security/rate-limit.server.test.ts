import { describe, expect, it } from "vitest";
import { testDatabaseFixture } from "~/testing/test-database";
import { DomainError } from "~/lib/errors";
import { hitRateLimit, limitFailures } from "./rate-limit.server";

const database = testDatabaseFixture();

const rule = { key: "contact:203.0.113.7", limit: 3, windowSeconds: 600 };

describe("hitRateLimit", () => {
  it("allows up to the limit within a window and refuses the next hit with the time left", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    for (let hit = 1; hit <= 3; hit++) expect((await hitRateLimit(database.db, rule, start)).allowed).toBe(true);

    const fourth = await hitRateLimit(database.db, rule, new Date("2026-11-22T10:04:00Z"));
    expect(fourth).toEqual({ allowed: false, retryAfterSeconds: 360 });
  });

  it("starts a new window once the old one has passed", async () => {
    const start = new Date("2026-11-22T10:00:00Z");
    for (let hit = 1; hit <= 4; hit++) await hitRateLimit(database.db, rule, start);
    const later = await hitRateLimit(database.db, rule, new Date("2026-11-22T10:10:00Z"));
    expect(later.allowed).toBe(true);
  });

  it("counts each key on its own", async () => {
    const now = new Date();
    for (let hit = 1; hit <= 4; hit++) await hitRateLimit(database.db, rule, now);
    expect((await hitRateLimit(database.db, { ...rule, key: "contact:198.51.100.1" }, now)).allowed).toBe(true);
  });

  it("lets exactly `limit` of many simultaneous hits through", async () => {
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(database.db, rule, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});

describe("limitFailures", () => {
  const policy = { name: "guess", limit: 3, windowSeconds: 600, message: "tooManyAttempts" } as const;
  const wrong = new Error("wrong password");
  const isWrong = (error: unknown) => error === wrong;
  const fail = () => Promise.reject(wrong);
  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => (error instanceof DomainError && error.status === 429 ? error : undefined),
    );

  it("counts failures only: successes and other errors never bring the limit nearer", async () => {
    const now = new Date("2026-11-25T09:00:00Z");
    for (let attempt = 0; attempt < 20; attempt++) {
      expect(await limitFailures(database.db, [[policy, "owner"]], async () => "in", isWrong, now)).toBe("in");
      await expect(
        limitFailures(database.db, [[policy, "owner"]], () => Promise.reject(new Error("outage")), isWrong, now),
      ).rejects.toThrow("outage");
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await expect(limitFailures(database.db, [[policy, "owner"]], fail, isWrong, now)).rejects.toBe(wrong);
    }
    let ran = false;
    const refusal = await refused(
      limitFailures(database.db, [[policy, "owner"]], async () => (ran = true), isWrong, now),
    );
    expect(refusal?.headers).toEqual({ "Retry-After": "600" });
    expect(ran).toBe(false);
  });

  it("lets exactly `limit` of many simultaneous failing attempts run", async () => {
    // Each attempt let through waits until every one of the ten has been let through or refused.
    let ran = 0;
    let refusedNow = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const decided = () => ran + refusedNow === 10 && release();
    const attempts = Array.from({ length: 10 }, () =>
      limitFailures(
        database.db,
        [[policy, "owner"]],
        async () => {
          ran += 1;
          decided();
          await gate;
          throw wrong;
        },
        isWrong,
      ).catch((error: unknown) => {
        if (error !== wrong) {
          refusedNow += 1;
          decided();
        }
        return error;
      }),
    );
    const outcomes = await Promise.all(attempts);
    expect(ran).toBe(3);
    expect(outcomes.filter((outcome) => outcome === wrong)).toHaveLength(3);
  });

  it("refuses past any of its limits with the longest wait, counting nothing under the others", async () => {
    const minute = { ...policy, name: "guess-minute", limit: 2, windowSeconds: 60 };
    const hour = { ...policy, name: "guess-hour", limit: 4, windowSeconds: 3600 };
    const both = [
      [minute, "owner"],
      [hour, "owner"],
    ] as const;
    const at = (seconds: number) => new Date(Date.parse("2026-11-25T09:00:00Z") + seconds * 1000);
    for (const seconds of [0, 1])
      await expect(limitFailures(database.db, both, fail, isWrong, at(seconds))).rejects.toBe(wrong);
    // A pause for the rest of the minute; the refused attempts do not count towards the hour.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await refused(limitFailures(database.db, both, fail, isWrong, at(10))))?.headers).toEqual({
        "Retry-After": "50",
      });
    }
    for (const seconds of [61, 62])
      await expect(limitFailures(database.db, both, fail, isWrong, at(seconds))).rejects.toBe(wrong);
    // Four in the hour: the wait is the hour's, though the minute has passed.
    expect((await refused(limitFailures(database.db, both, fail, isWrong, at(130))))?.headers).toEqual({
      "Retry-After": String(3600 - 130),
    });
  });
});
