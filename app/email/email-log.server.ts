import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import { z } from "zod";
import { containsPattern, listPage, PAGE_SIZE, pageNumber, searchText } from "~/admin/list-query";
import { recordAudit, type Actor } from "~/audit/audit.server";
import type { Db, Executor } from "~/db/client.server";
import { emails } from "~/db/schema";
import type { JobQueue } from "~/jobs/job-queue.server";
import { queueDeliveries } from "./outbox.server";
import { emailStatusLabels } from "~/admin/list-labels";
import { DomainError } from "~/lib/errors";

export const emailListQuery = {
  q: searchText,
  status: z.enum(Object.keys(emailStatusLabels) as [keyof typeof emailStatusLabels]).optional(),
  page: pageNumber,
};

export type EmailListQuery = z.output<z.ZodObject<typeof emailListQuery>>;

/** Every email the product sent or tried to send, newest first. */
export async function listEmails(db: Executor, query: EmailListQuery) {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const where = and(
    pattern
      ? or(ilike(emails.toAddress, pattern), ilike(emails.subject, pattern), ilike(emails.template, pattern))
      : undefined,
    query.status ? eq(emails.status, query.status) : undefined,
  );
  return listPage(
    query.page,
    db
      .select({
        id: emails.id,
        template: emails.template,
        toAddress: emails.toAddress,
        subject: emails.subject,
        status: emails.status,
        attempts: emails.attempts,
        lastError: emails.lastError,
        createdAt: emails.createdAt,
        sentAt: emails.sentAt,
      })
      .from(emails)
      .where(where)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(emails).where(where),
  );
}

/** Only a failed email can be sent again (HTTP 409). */
export class NotResendableError extends DomainError {
  constructor() {
    super(409, "Only an email whose delivery failed can be sent again; this one is queued or already sent.");
  }
}

/** Queues a failed email again, exactly as it was first rendered, with a fresh round of retries. */
export async function resendEmail(db: Db, jobs: JobQueue, emailId: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [email] = await tx.select().from(emails).where(eq(emails.id, emailId)).for("update");
    if (!email) throw new DomainError(404, "There is no email with this id.");
    if (email.status !== "failed") throw new NotResendableError();
    await tx.update(emails).set({ status: "queued", lastError: null }).where(eq(emails.id, emailId));
    await queueDeliveries(tx, jobs, [email]);
    await recordAudit(tx, {
      actor,
      entityType: "email",
      entityId: emailId,
      action: "resend",
      from: "failed",
      to: "queued",
      note: `${email.template} to ${email.toAddress}`,
    });
  });
}
