import { describe, expect, it } from "vitest";
import { testDatabaseFixture } from "~/testing/test-database";
import { hitRateLimit } from "./rate-limit.server";

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
