import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";

const serverUrl = process.env.TEST_DATABASE_URL;

// Several instances start at once against one PostgreSQL server (PGlite is one process by design).
describe.runIf(serverUrl)("migrations on PostgreSQL", () => {
  it("are applied once when several instances start at the same moment on an empty database", async () => {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const instances = await Promise.all(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
      );
      const [{ count }] = (
        await instances[0]!.sqlClient.executeSql("select count(*)::int as count from drizzle.__drizzle_migrations")
      ).rows as [{ count: number }];
      const migrations = readdirSync("app/db/migrations").filter((file) => file.endsWith(".sql"));
      expect(count).toBe(migrations.length);
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
