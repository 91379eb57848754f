// Email delivery on one instance: 1,000 queued emails sent by the delivery workers to a local SMTP
// server that accepts everything, on the embedded database and on PostgreSQL. Prints emails per
// second, and how long a password-reset email queued behind the backlog took to arrive. Exits 1 when
// a target is missed. Usage: npm run bench:email
// (PostgreSQL from BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; skipped
// with a note when it cannot be reached)
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { openDatabase, type Database } from "../app/db/client.server";
import { startEmailWorker } from "../app/email/delivery.server";
import { queueEmail, queueEmails, type OutgoingEmail } from "../app/email/outbox.server";
import type { EmailTemplate } from "../app/email/email-templates";
import { createMailTransport } from "../app/email/transport.server";
import { startJobQueue } from "../app/jobs/job-queue.server";
import { silentLogger } from "../app/testing/test-database";
import { createThrowawayDatabase, localPostgresUrl } from "../app/testing/throwaway-database";

const BACKLOG = Number(process.env.BENCH_EMAILS ?? 1_000);
const TARGET_PER_SECOND = 50;
const TARGET_ACCOUNT_EMAIL_MS = 5_000;
const from = "Falcon Edge IT <no-reply@falconedge-it.ae>";

/** An SMTP server that takes every message and notes when each recipient's arrived. */
async function startSink() {
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.on("end", () => {
        for (const { address } of session.envelope.rcptTo) arrivals.set(address, performance.now());
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function email(to: string, template: EmailTemplate = "contact-acknowledgement"): OutgoingEmail {
  return {
    template,
    to,
    subject: "We have your request",
    html: "<p>Thank you for contacting Falcon Edge IT. A consultant will call you within one business day.</p>",
    text: "Thank you for contacting Falcon Edge IT. A consultant will call you within one business day.",
  };
}

const until = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

async function measure(name: string, database: Database) {
  const sink = await startSink();
  const jobs = await startJobQueue(database, silentLogger);
  const transport = createMailTransport({ smtpUrl: sink.url, logger: silentLogger });
  try {
    for (let start = 0; start < BACKLOG; start += 250) {
      const batch = Array.from({ length: Math.min(250, BACKLOG - start) }, (_, n) =>
        email(`visitor${start + n}@example.ae`),
      );
      await queueEmails(database.db, jobs, batch);
    }
    const started = performance.now();
    await startEmailWorker({ jobs, db: database.db, transport, from, logger: silentLogger });
    // A supplier asks for a reset link while the backlog is being sent.
    await until(() => sink.arrivals.size >= BACKLOG / 10, 120_000);
    const asked = performance.now();
    await queueEmail(database.db, jobs, email("owner@example.ae", "password-reset"));
    await until(() => sink.arrivals.has("owner@example.ae"), 120_000);
    const accountMs = sink.arrivals.get("owner@example.ae")! - asked;
    await until(() => sink.arrivals.size >= BACKLOG + 1, 300_000);
    const seconds = (Math.max(...sink.arrivals.values()) - started) / 1000;
    const perSecond = (BACKLOG + 1) / seconds;
    return { name, perSecond, seconds, accountMs };
  } finally {
    await jobs.stop({ graceful: false, wait: true });
    transport.close();
    await sink.close();
  }
}

const rows = [];
const embedded = await openDatabase({ dataDir: null });
try {
  rows.push(await measure("embedded (PGlite)", embedded));
} finally {
  await embedded.close();
}
const throwaway = await createThrowawayDatabase(process.env.BENCH_DATABASE_URL ?? localPostgresUrl, "bench_email");
if (throwaway) {
  const postgres = await openDatabase({ databaseUrl: throwaway.url, poolSize: 10 });
  try {
    rows.push(await measure("PostgreSQL", postgres));
  } finally {
    await postgres.close();
    await throwaway.drop();
  }
} else {
  console.log("PostgreSQL cannot be reached: only the embedded database is measured.");
}

console.log(`\n${BACKLOG + 1} queued emails to a local SMTP server, one instance:\n`);
console.log("database            emails/s   all sent   reset email behind the backlog");
let missed = false;
for (const row of rows) {
  const met = row.perSecond >= TARGET_PER_SECOND && row.accountMs <= TARGET_ACCOUNT_EMAIL_MS;
  missed ||= !met;
  console.log(
    `${row.name.padEnd(19)} ${row.perSecond.toFixed(0).padStart(8)}   ${row.seconds.toFixed(1).padStart(6)} s   ${(row.accountMs / 1000).toFixed(2)} s${met ? "" : "   MISSED"}`,
  );
}
console.log(
  `\nTargets: at least ${TARGET_PER_SECOND} emails/s; the reset email within ${TARGET_ACCOUNT_EMAIL_MS / 1000} s.`,
);
process.exit(missed ? 1 : 0);
