import type { Executor } from "~/db/client.server";
import { sqlClientForTransaction } from "~/db/client.server";
import { emails } from "~/db/schema";
import { queues, type JobQueue } from "~/jobs/job-queue.server";
import { templatesThat, type EmailTemplate } from "./email-templates";
import type { RenderedEmail } from "./layout.server";

export interface OutgoingEmail extends RenderedEmail {
  template: EmailTemplate;
  to: string;
  replyTo?: string;
  /** Stored files sent with it (`storeQuoteFile`), such as a customer quotation's PDF. */
  attachmentIds?: string[];
}

/** Delivery is retried with exponential backoff: 30 s, 1 min, 2 min, … about an hour in all. */
export const deliveryRetry = { retryLimit: 7, retryDelay: 30, retryBackoff: true } as const;

/**
 * Emails someone is waiting for to get into their account (set-password and reset links, security
 * notices) go before the rest: a backlog of notifications never delays them.
 */
const accountTemplates = new Set<string>(templatesThat("account"));
const deliveryPriority = (template: string) => (accountTemplates.has(template) ? 10 : 0);

/**
 * Records the email and its delivery job through `tx`: called inside the transaction of the event
 * that causes the email, both commit or neither does.
 */
export async function queueEmail(tx: Executor, jobs: JobQueue, email: OutgoingEmail): Promise<string> {
  const [id] = await queueEmails(tx, jobs, [email]);
  return id!;
}

/** As `queueEmail` for several emails, in one statement for the emails and one for their jobs. */
export async function queueEmails(tx: Executor, jobs: JobQueue, outgoing: OutgoingEmail[]): Promise<string[]> {
  const rows = await tx
    .insert(emails)
    .values(
      outgoing.map((email) => ({
        template: email.template,
        toAddress: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        html: email.html,
        text: email.text,
        attachmentIds: email.attachmentIds,
      })),
    )
    .returning({ id: emails.id, template: emails.template });
  await queueDeliveries(tx, jobs, rows);
  return rows.map(({ id }) => id);
}

/** A delivery job for each stored email, through `tx`, with a fresh round of retries. */
export async function queueDeliveries(
  tx: Executor,
  jobs: JobQueue,
  stored: Array<{ id: string; template: string }>,
): Promise<void> {
  await jobs.insert(
    stored.map(({ id, template }) => ({
      name: queues.deliverEmail,
      data: { emailId: id },
      priority: deliveryPriority(template),
      ...deliveryRetry,
    })),
    { db: sqlClientForTransaction(tx) },
  );
}
