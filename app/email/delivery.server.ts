import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { emails, storedFiles } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { queues } from "~/jobs/job-queue.server";
import type { Logger } from "~/observability/logger.server";
import { getCompanyFacts } from "~/settings/settings.server";
import type { MailTransport } from "./transport.server";

/**
 * Sends one queued email and records the attempt. Throws on failure so the job queue retries;
 * on the last attempt the email is marked failed with the error.
 */
export async function deliverEmail(
  db: Db,
  transport: MailTransport,
  options: { emailId: string; from: string; lastAttempt: boolean },
): Promise<"sent" | "already-sent" | "missing"> {
  const [email] = await db.select().from(emails).where(eq(emails.id, options.emailId));
  if (!email) return "missing";
  if (email.status === "sent") return "already-sent";
  const attachments = email.attachmentIds?.length
    ? await db
        .select({ filename: storedFiles.fileName, content: storedFiles.data, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(inArray(storedFiles.id, email.attachmentIds))
    : undefined;
  try {
    await transport.send({
      from: options.from,
      to: email.toAddress,
      replyTo: email.replyTo,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments,
    });
  } catch (error) {
    await db
      .update(emails)
      .set({
        attempts: sql`${emails.attempts} + 1`,
        lastError: error instanceof Error ? error.message : String(error),
        status: options.lastAttempt ? "failed" : "queued",
      })
      .where(eq(emails.id, email.id));
    throw error;
  }
  await db
    .update(emails)
    .set({
      attempts: sql`${emails.attempts} + 1`,
      status: "sent",
      sentAt: new Date(),
      transport: transport.name,
      lastError: null,
    })
    .where(eq(emails.id, email.id));
  return "sent";
}

/** Emails in flight at once on one instance: one that hangs holds one of them, never the others. */
const EMAIL_WORKERS = 8;

/**
 * Starts the delivery workers. Each takes the next queued email (account emails first, by their
 * priority), sends it and takes the next at once; only a worker that found nothing waits for the
 * polling interval before it looks again.
 */
export async function startEmailWorker(options: {
  jobs: JobQueue;
  db: Db;
  transport: MailTransport;
  /** The sender: "Name <address>", or an address alone, which is sent under the company's name. */
  from: string;
  logger: Logger;
  pollingIntervalSeconds?: number;
  workers?: number;
}): Promise<void> {
  const { jobs, logger } = options;
  for (let worker = 0; worker < (options.workers ?? EMAIL_WORKERS); worker += 1) {
    // Known once `work` returns, which may be after the first job has been fetched.
    const worker: { id?: string } = {};
    worker.id = await jobs.work<{ emailId: string }>(
      queues.deliverEmail,
      { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([job]) => {
        if (!job) return;
        // There may be more: skip the wait before this worker's next look.
        if (worker.id) jobs.notifyWorker(worker.id);
        const lastAttempt = job.retryCount >= job.retryLimit;
        try {
          const outcome = await deliverEmail(options.db, options.transport, {
            emailId: job.data.emailId,
            from: await sender(options.db, options.from),
            lastAttempt,
          });
          logger.info({ emailId: job.data.emailId, outcome }, "email delivery");
        } catch (error) {
          logger.warn({ err: error, emailId: job.data.emailId, attempt: job.retryCount + 1 }, "email delivery failed");
          throw error;
        }
      },
    );
  }
}

/** The sender as configured, or the bare address under the company's current name. */
export async function sender(db: Db, from: string): Promise<string> {
  if (from.includes("<")) return from;
  const { name } = await getCompanyFacts(db);
  return `"${name.replace(/["\\\r\n]/g, "")}" <${from}>`;
}
