import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "~/testing/throwaway-database";
import { openDatabase } from "./client.server";

// Several instances start at once against one PostgreSQL server (PGlite is one process by design).
describe.runIf(process.env.TEST_DATABASE_URL)("migrations on PostgreSQL", () => {
  it("are applied once when several instances start at the same moment on an empty database", async () => {
    const database = (await createThrowawayDatabase())!;
    try {
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: database.url, poolSize: 2 })),
      );
      const [{ count }] = (
        await instances[0]!.sqlClient.executeSql("select count(*)::int as count from drizzle.__drizzle_migrations")
      ).rows as [{ count: number }];
      const migrations = readdirSync("app/db/migrations").filter((file) => file.endsWith(".sql"));
      expect(count).toBe(migrations.length);
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      await database.drop();
    }
  });
});
