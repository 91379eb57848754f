// Resets an account's second factor when no other admin can (the last admin lost their phone or
// passkeys): removes its authenticator app and passkeys and ends its sessions, so that it signs in
// with its password and sets up a new second factor. The owner is emailed; the audit trail names
// the command line. Usage: npm run admin:reset-2fa -- --email someone@example.com
import { parseArgs } from "node:util";
import pino from "pino";
import { z } from "zod";
import { resetSecondFactorByEmail } from "../app/auth/second-factor.server";
import { loadEnv } from "../app/config/env.server";
import { openDatabase } from "../app/db/client.server";
import { DataDirLockedError } from "../app/db/data-dir-lock.server";
import { startJobQueue } from "../app/jobs/job-queue.server";

const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = z.email().safeParse(values.email?.trim());
if (!email.success) {
  console.error("Usage: npm run admin:reset-2fa -- --email someone@example.com");
  process.exit(2);
}

const env = loadEnv();
const logger = pino({ level: "warn" });
let database;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server first, then run this again.`);
    process.exit(1);
  }
  throw error;
}
const jobs = await startJobQueue(database, logger);
try {
  const reset = await resetSecondFactorByEmail({ db: database.db, jobs, appUrl: env.APP_URL, logger }, email.data);
  if (!reset) {
    console.error(`No account has the email address ${email.data}. Nothing was changed.`);
    process.exitCode = 1;
  } else {
    const removed = [
      reset.authenticatorRemoved ? "the authenticator app and its backup codes" : null,
      reset.passkeysRemoved > 0 ? `${reset.passkeysRemoved} passkey${reset.passkeysRemoved === 1 ? "" : "s"}` : null,
    ].filter(Boolean);
    console.log(
      [
        `Second factor of ${reset.email} (${reset.role}) reset.`,
        `Removed: ${removed.length > 0 ? removed.join(" and ") : "nothing (no second factor was set up)"}.`,
        `Sessions ended: ${reset.sessionsEnded}.`,
        `An email telling the owner is queued; the server sends it. ${
          reset.role === "admin"
            ? "At the next sign-in they set up a new second factor before using the admin area."
            : "They sign in with their password alone until they set up a second factor again."
        }`,
      ].join("\n"),
    );
  }
} finally {
  await jobs.stop({ graceful: false, wait: true });
  await database.close();
}
