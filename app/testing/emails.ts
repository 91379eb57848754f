import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { emails } from "~/db/schema";

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
