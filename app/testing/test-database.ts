import { readFileSync } from "node:fs";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { queues, startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { listAvailablePlans, type Plan } from "~/plans/plans.server";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./throwaway-database";

export const silentLogger = pino({ level: "silent" });

/** A logger that keeps every line it is given, parsed, for a test to read. */
export function recordingLogger(): { logger: pino.Logger; lines: Array<Record<string, any>> } {
  const lines: Array<Record<string, any>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

export interface TestDatabase extends Database {
  jobs: JobQueue;
  /** Puts every table of the schema back as the migrations left it, and empties the job queue. */
  reset(): Promise<void>;
}

/** Every table the schema declares: a new table is reset between tests without anyone listing it. */
export const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** The base URL the tests' emails and links are made with. */
const testAppUrl = "https://www.falconedge-it.ae";

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, started
 * from the image app/testing/global-setup.ts made, or a throwaway database on the PostgreSQL
 * server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  let throwaway: ThrowawayDatabase | null = null;
  if (process.env.TEST_DATABASE_URL) {
    throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL);
    if (!throwaway) throw new Error(`TEST_DATABASE_URL is set but ${process.env.TEST_DATABASE_URL} cannot be reached`);
  }
  const databaseUrl = throwaway?.url;
  const image = inject("migratedDatabaseImage");
  const startFrom = image && !databaseUrl ? new Blob([readFileSync(image)]) : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4, startFrom });
  const jobs = await startJobQueue(database, silentLogger);
  // What the migrations seeded (the plan catalogue) is put back after each test, as it was.
  const seeded: Array<{ table: PgTable; rows: Array<Record<string, unknown>> }> = [];
  for (const table of schemaTables) {
    const rows = await database.db.select().from(table);
    if (rows.length > 0) seeded.push({ table, rows });
  }
  const names = schemaTables.map((table) => `"${getTableName(table)}"`).join(", ");
  return {
    ...database,
    jobs,
    async reset() {
      await database.db.execute(sql.raw(`truncate table ${names} cascade`));
      for (const { table, rows } of seeded) await database.db.insert(table).values(rows);
      await database.db.execute(sql`delete from pgboss.job`);
    },
    async close() {
      await jobs.stop({ graceful: false, wait: true });
      await database.close();
      await throwaway?.drop();
    },
  };
}

/**
 * The test file's database: created before its first test, reset before each, closed after the
 * last. `deps` are the domain's dependencies on it; `plans` the seeded plan catalogue.
 */
export function testDatabaseFixture(): TestDatabase & { deps: DomainDeps; plans: Plan[] } {
  const fixture = {} as TestDatabase & { deps: DomainDeps; plans: Plan[] };
  beforeAll(async () => {
    const database = await createTestDatabase();
    const deps = { db: database.db, jobs: database.jobs, appUrl: testAppUrl, logger: silentLogger };
    Object.assign(fixture, database, { deps, plans: await listAvailablePlans(database.db) });
  });
  afterAll(() => fixture.close?.());
  beforeEach(() => fixture.reset());
  return fixture;
}

export async function countJobs(database: Database, queue: string): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as count from pgboss.job where name = ${queue}`);
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]!.count;
}

/** The email each queued delivery job will send, one entry per job, in no particular order. */
export async function deliveryJobEmailIds(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select data->>'emailId' as "emailId" from pgboss.job where name = ${queues.deliverEmail}`,
  );
  return (result as unknown as { rows: Array<{ emailId: string }> }).rows.map((job) => job.emailId);
}

/**
 * A job queue that fails on the `failOn`th call that queues jobs (`send` or `insert`), to show
 * that a half-done change is rolled back.
 */
export function jobQueueFailingOnCall(jobs: JobQueue, failOn: number): JobQueue {
  let calls = 0;
  const failOrPass = () => {
    calls += 1;
    if (calls === failOn) throw new Error("job queue unavailable");
  };
  return {
    send: (...args: Parameters<JobQueue["send"]>) => {
      failOrPass();
      return jobs.send(...args);
    },
    insert: (...args: Parameters<JobQueue["insert"]>) => {
      failOrPass();
      return jobs.insert(...args);
    },
  } as JobQueue;
}
