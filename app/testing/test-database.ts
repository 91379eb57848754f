import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pino from "pino";
import { inject } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { queues, startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
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
  /** Empties every table, jobs included, between tests. */
  reset(): Promise<void>;
}

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
  return {
    ...database,
    jobs,
    async reset() {
      await database.db.execute(
        sql`truncate table settings, contact_messages, emails, rate_limits, audit_log, one_time_links, supplier_documents, payment_links, payments, sandbox_challenges, payment_events, subscription_reminders, suppliers, sessions, accounts, verifications, users`,
      );
      await database.db.execute(sql`delete from pgboss.job`);
    },
    async close() {
      await jobs.stop({ graceful: false, wait: true });
      await database.close();
      await throwaway?.drop();
    },
  };
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
