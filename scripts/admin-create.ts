// Creates an admin (or issues a fresh set-password link to an admin who has none) and prints the
// one-time link. Usage: npm run admin:create -- --email someone@example.com
import { parseArgs } from "node:util";
import pino from "pino";
import { z } from "zod";
import { createAdmin, EmailInUseError } from "../app/auth/accounts.server";
import { loadEnv } from "../app/config/env.server";
import { openDatabase } from "../app/db/client.server";
import { DataDirLockedError } from "../app/db/data-dir-lock.server";
import { startJobQueue } from "../app/jobs/job-queue.server";
import { printAdminLink } from "../app/services.server";

const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = z.email().safeParse(values.email?.trim());
if (!email.success) {
  console.error("Usage: npm run admin:create -- --email someone@example.com");
  process.exit(2);
}

const env = loadEnv();
const logger = pino({ level: "warn" });
let database;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nStop the server first, or set ADMIN_EMAIL=${email.data} and restart it: it creates the first admin at start.`,
    );
    process.exit(1);
  }
  throw error;
}
const jobs = await startJobQueue(database, logger);
try {
  const { setPasswordUrl } = await createAdmin({ db: database.db, jobs, appUrl: env.APP_URL, logger }, email.data, {
    type: "system",
    label: "Command line",
  });
  printAdminLink(email.data.toLowerCase(), setPasswordUrl);
} catch (error) {
  if (!(error instanceof EmailInUseError)) throw error;
  console.error(`${email.data} belongs to a supplier account and cannot be made an admin.`);
  process.exitCode = 1;
} finally {
  await jobs.stop({ graceful: false, wait: true });
  await database.close();
}
