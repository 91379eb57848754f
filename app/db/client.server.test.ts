import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTcpProxy } from "~/testing/tcp-proxy";
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

describe.runIf(process.env.TEST_DATABASE_URL)("a lost connection to PostgreSQL", () => {
  it("fails the transaction that held it, without taking the process down, and later queries work again", async () => {
    const database = (await createThrowawayDatabase())!;
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    const instance = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
    try {
      const transaction = instance.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // The connection drops between two queries, while no query is waiting on it.
        proxy.cut();
        await expect
          .poll(() =>
            instance.ping().then(
              () => "up",
              () => "down",
            ),
          )
          .toBe("down");
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();

      proxy.restore();
      await expect(instance.ping()).resolves.toBeUndefined();
      const committed = instance.db.transaction(async (tx) => {
        await tx.execute(sql`select 3`);
        return "committed";
      });
      await expect(committed).resolves.toBe("committed");
    } finally {
      await instance.close();
      await proxy.close();
      await database.drop();
    }
  });
});
