import { parseArgs } from "node:util";
import pino from "pino";
import { z } from "zod";
import { loadEnv } from "../../app/config/env.server";
import { openDatabase } from "../../app/db/client.server";
import { DataDirLockedError } from "../../app/db/data-dir-lock.server";
import type { DomainDeps } from "../../app/deps";
import { startJobQueue } from "../../app/jobs/job-queue.server";

// What the admin commands run on the server (admin:create, admin:reset-2fa) share: an email
// argument, and the database and job queue opened beside a stopped server.

/** The command's `--email`, or its usage printed and exit code 2. */
export function emailArgument(usage: string): string {
  const { values } = parseArgs({ options: { email: { type: "string" } } });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) {
    console.error(usage);
    process.exit(2);
  }
  return email.data;
}

/**
 * Runs `work` with the domain's dependencies over the configured database, then closes it. An
 * embedded database held by a running server stops the command with `whenLocked` as advice.
 */
export async function withDomain(whenLocked: string, work: (deps: DomainDeps) => Promise<void>): Promise<void> {
  const env = loadEnv();
  const logger = pino({ level: "warn" });
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\n${whenLocked}`);
      process.exit(1);
    }
    throw error;
  }
  const jobs = await startJobQueue(database, logger);
  try {
    await work({ db: database.db, jobs, appUrl: env.APP_URL, logger });
  } finally {
    await jobs.stop({ graceful: false, wait: true });
    await database.close();
  }
}
