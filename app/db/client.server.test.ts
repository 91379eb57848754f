import { readdirSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { expectedFailure, ServiceUnavailableError } from "~/lib/errors";
import { startTcpProxy } from "~/testing/tcp-proxy";
import { createThrowawayDatabase, queryDatabase } from "~/testing/throwaway-database";
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

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL that stops answering (packets swallowed)", () => {
  it("fails each call as unavailable within the deadline, and works again once the network does", async () => {
    const database = (await createThrowawayDatabase())!;
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    const instance = await openDatabase({ databaseUrl: target.toString(), poolSize: 2, timeoutMs: 1_000 });
    const timed = async (work: () => Promise<unknown>) => {
      const started = Date.now();
      const error = await work().then(
        () => null,
        (failure: unknown) => failure,
      );
      return { error: expectedFailure(error), ms: Date.now() - started };
    };
    try {
      await instance.db.execute(sql`select 1`);
      proxy.swallow();
      const first = await timed(() => instance.db.execute(sql`select 1`));
      expect(first.error).toBeInstanceOf(ServiceUnavailableError);
      expect(first.ms).toBeGreaterThanOrEqual(1_000);
      expect(first.ms).toBeLessThan(4_000);
      // Within the next deadline, the calls that follow (a request's next query) do not wait again.
      for (const work of [() => instance.db.transaction((tx) => tx.execute(sql`select 2`)), () => instance.ping()]) {
        const { error, ms } = await timed(work);
        expect(error).toBeInstanceOf(ServiceUnavailableError);
        expect(ms).toBeLessThan(500);
      }
      // After it, the database is tried again, and waited for again.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const again = await timed(() => instance.db.transaction((tx) => tx.execute(sql`select 4`)));
      expect(again.error).toBeInstanceOf(ServiceUnavailableError);
      expect(again.ms).toBeGreaterThanOrEqual(1_000);
      // That call waited on a new connection, not a pooled one: the window opens again all the same.
      const next = await timed(() => instance.db.execute(sql`select 5`));
      expect(next.error).toBeInstanceOf(ServiceUnavailableError);
      expect(next.ms).toBeLessThan(500);

      // The connections that lost bytes are not used again: no restart is needed.
      proxy.restore();
      await expect
        .poll(
          () =>
            instance.ping().then(
              () => "up",
              () => "down",
            ),
          { timeout: 10_000 },
        )
        .toBe("up");
      await expect(
        instance.db.transaction(
          async (tx) => ((await tx.execute(sql`select 3 as n`)) as unknown as { rows: unknown[] }).rows,
        ),
      ).resolves.toEqual([{ n: 3 }]);
    } finally {
      await instance.close();
      await proxy.close();
      await database.drop();
    }
  });

  it("does not take a busy pool for a silent database: the calls after a wait for a connection still run", async () => {
    const database = (await createThrowawayDatabase())!;
    const instance = await openDatabase({ databaseUrl: database.url, poolSize: 2, timeoutMs: 1_000 });
    try {
      // Both connections busy for 1.2 s, answering every 0.6 s: a third call waits out its deadline.
      const holding = Array.from({ length: 2 }, () =>
        instance.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.6)`);
          await tx.execute(sql`select pg_sleep(0.6)`);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const waited = await instance.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(expectedFailure(waited)).toBeInstanceOf(ServiceUnavailableError);
      await Promise.all(holding);
      const rows = ((await instance.db.execute(sql`select 2 as n`)) as unknown as { rows: unknown[] }).rows;
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await instance.close();
      await database.drop();
    }
  });

  it("fails as unavailable at once when connections are refused", async () => {
    const database = (await createThrowawayDatabase())!;
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    const instance = await openDatabase({ databaseUrl: target.toString(), poolSize: 2, timeoutMs: 1_000 });
    try {
      proxy.cut();
      const refused = await instance.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(expectedFailure(refused)).toBeInstanceOf(ServiceUnavailableError);
    } finally {
      await instance.close();
      await proxy.close();
      await database.drop();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL database that stops taking connections", () => {
  it("fails as unavailable (not as a server error), and works again once it takes them", async () => {
    const database = (await createThrowawayDatabase())!;
    const name = new URL(database.url).pathname.slice(1);
    const server = process.env.TEST_DATABASE_URL!;
    const instance = await openDatabase({ databaseUrl: database.url, poolSize: 2, timeoutMs: 1_000 });
    try {
      await queryDatabase(server, `alter database ${name} allow_connections false`);
      await queryDatabase(server, "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      const refused = await instance.db.execute(sql`select 1`).catch((error: unknown) => error);
      expect(expectedFailure(refused)).toBeInstanceOf(ServiceUnavailableError);

      await queryDatabase(server, `alter database ${name} allow_connections true`);
      await expect(instance.ping()).resolves.toBeUndefined();
    } finally {
      await instance.close();
      await database.drop();
    }
  });
});

describe("the embedded database", () => {
  it("gives up a call that waits past the deadline for its turn, and never runs it later", async () => {
    const instance = await openDatabase({ dataDir: null, timeoutMs: 300 });
    try {
      await instance.db.execute(sql`create table notes (text text)`);
      let finish = () => {};
      const holding = instance.db.transaction((tx) =>
        new Promise<void>((resolve) => (finish = resolve)).then(() => tx.execute(sql`select 1`)),
      );
      const started = Date.now();
      const waited = await instance.db.execute(sql`insert into notes values ('late')`).catch((error: unknown) => error);
      expect(expectedFailure(waited)).toBeInstanceOf(ServiceUnavailableError);
      expect(Date.now() - started).toBeLessThan(2_000);

      finish();
      await holding;
      expect(
        ((await instance.db.execute(sql`select count(*)::int as n from notes`)) as unknown as { rows: unknown[] }).rows,
      ).toEqual([{ n: 0 }]);
    } finally {
      await instance.close();
    }
  });

  it("lets the server read requests between one caller's statements, which PGlite answers within the same tick", async () => {
    const instance = await openDatabase({ dataDir: null });
    try {
      let answered = 0;
      // A backlog of work in one chain of statements, as the email workers take a queue of emails.
      const backlog = (async () => {
        for (let statement = 0; statement < 50; statement++) {
          await instance.db.execute(sql`select 1`);
          answered++;
        }
      })();
      // What a request arriving meanwhile waits for: the event loop's next look at the network.
      const answeredWhenLooked = await new Promise<number>((resolve) => setImmediate(() => resolve(answered)));
      await backlog;
      expect(answeredWhenLooked).toBeLessThan(5);
    } finally {
      await instance.close();
    }
  });

  it("answers the calls waiting for their turn before it closes, and refuses later ones as unavailable", async () => {
    const instance = await openDatabase({ dataDir: null });
    let began = () => {};
    let finish = () => {};
    const started = new Promise<void>((resolve) => (began = resolve));
    const holding = instance.db.transaction((tx) => {
      began();
      return new Promise<void>((resolve) => (finish = resolve)).then(() => tx.execute(sql`select 1`));
    });
    await started;
    // Drizzle sends a query once it is awaited or `then` is called.
    const waiting = instance.db
      .execute(sql`select 2 as two`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows);
    const closing = instance.close();
    finish();
    await holding;
    await closing;
    expect(await waiting).toEqual([{ two: 2 }]);
    const late = await instance.db.execute(sql`select 3`).catch((error: unknown) => error);
    expect(expectedFailure(late)).toBeInstanceOf(ServiceUnavailableError);
  });
});
