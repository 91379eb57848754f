import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { openDatabase, type Database } from "~/db/client.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";

export const silentLogger = pino({ level: "silent" });

export interface TestDatabase extends Database {
  jobs: JobQueue;
  /** Empties every table, jobs included, between tests. */
  reset(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory by default, or a
 * throwaway database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ databaseUrl, dataDir: null, poolSize: 4 });
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
      await dropDatabase();
    },
  };
}

export async function countJobs(database: Database, queue: string): Promise<number> {
  const result = await database.db.execute(sql`select count(*)::int as count from pgboss.job where name = ${queue}`);
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]!.count;
}

/** A job queue that fails on its `failOn`th send, to show that a half-done change is rolled back. */
export function jobQueueFailingOnSend(jobs: JobQueue, failOn: number): JobQueue {
  let sends = 0;
  return {
    send: (...args: Parameters<JobQueue["send"]>) => {
      sends += 1;
      if (sends === failOn) throw new Error("job queue unavailable");
      return jobs.send(...args);
    },
  } as JobQueue;
}
