import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { requestPasswordReset } from "~/auth/accounts.server";
import { emails } from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { queues } from "~/jobs/job-queue.server";

/** The newest email of `template` sent to `to`, as the email log holds it. */
export async function latestEmail(db: Executor, template: string, to: string) {
  const [email] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.template, template), eq(emails.toAddress, to)))
    .orderBy(desc(emails.createdAt))
    .limit(1);
  if (!email) throw new Error(`no "${template}" email to ${to}`);
  return email;
}

/** The token of the first link to `path` in an email's text. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path.replace(/[?]/g, "\\?")}[?&](?:token|resubmit)=([\\w-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
}

/** Does the work of every queued password reset request at once, as the server's worker does in turn. */
export async function workQueuedPasswordResets(deps: DomainDeps): Promise<number> {
  const jobs = await deps.jobs.fetch<{ email: string }>(queues.passwordReset, { batchSize: 1_000 });
  for (const job of jobs) await requestPasswordReset(deps, job.data.email);
  if (jobs.length > 0) {
    await deps.jobs.complete(
      queues.passwordReset,
      jobs.map((job) => job.id),
    );
  }
  return jobs.length;
}
