import { QUOTING_STATUS } from "~/suppliers/quoting";
import { and, eq, exists, gt, isNull, lte, notExists, sql } from "drizzle-orm";
import { recordAudit } from "~/audit/audit.server";
import { quotations, quoteInvitations, quoteRequests, suppliers } from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { queueEmail } from "~/email/outbox.server";
import { linkInLanguage } from "~/email/layout.server";
import { DAY } from "~/lib/dates";
import { getCompanyFacts } from "~/settings/settings.server";
import { quoteReference, acceptsQuotations } from "./quote-rules";
import { lockRequest } from "./sourcing.server";
import { quotationsClosedEmail } from "./team-emails.server";
import { quoteReminderEmail } from "./supplier-emails.server";

const system = { type: "system", label: "System" } as const;

/**
 * Reminds each invited supplier who has not quoted, 24 hours before the deadline, once per deadline
 * (a new deadline clears `remindedAt`), however often it runs and on however many instances: the
 * reminder is claimed by the update that marks it sent, in the transaction that queues it.
 */
export async function sendQuoteReminders(deps: DomainDeps, now = new Date()): Promise<number> {
  const company = await getCompanyFacts(deps.db);
  const due = await deps.db
    .select({
      requestId: quoteInvitations.requestId,
      supplierId: quoteInvitations.supplierId,
      contactName: suppliers.contactName,
      email: suppliers.email,
      language: suppliers.language,
      number: quoteRequests.number,
      createdAt: quoteRequests.createdAt,
      deadline: quoteRequests.deadline,
    })
    .from(quoteInvitations)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quoteInvitations.requestId))
    .innerJoin(suppliers, eq(suppliers.id, quoteInvitations.supplierId))
    .where(
      and(
        isNull(quoteInvitations.remindedAt),
        eq(quoteRequests.status, "sourcing"),
        gt(quoteRequests.deadline, now),
        lte(quoteRequests.deadline, new Date(now.getTime() + DAY)),
        eq(suppliers.status, QUOTING_STATUS),
        notExists(
          deps.db
            .select({ id: quotations.id })
            .from(quotations)
            .where(
              and(
                eq(quotations.requestId, quoteInvitations.requestId),
                eq(quotations.supplierId, quoteInvitations.supplierId),
              ),
            ),
        ),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const invitation of due) {
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(quoteInvitations)
        .set({ remindedAt: now })
        .where(
          and(
            eq(quoteInvitations.requestId, invitation.requestId),
            eq(quoteInvitations.supplierId, invitation.supplierId),
            isNull(quoteInvitations.remindedAt),
            // Checked again as the reminder is claimed: a quotation sent or a request awarded,
            // cancelled or given a new deadline since the list was read takes no reminder.
            exists(
              tx
                .select({ id: quoteRequests.id })
                .from(quoteRequests)
                .where(
                  and(
                    eq(quoteRequests.id, invitation.requestId),
                    eq(quoteRequests.status, "sourcing"),
                    eq(quoteRequests.deadline, invitation.deadline!),
                  ),
                ),
            ),
            notExists(
              tx
                .select({ id: quotations.id })
                .from(quotations)
                .where(
                  and(eq(quotations.requestId, invitation.requestId), eq(quotations.supplierId, invitation.supplierId)),
                ),
            ),
          ),
        )
        .returning({ requestId: quoteInvitations.requestId });
      if (claimed.length === 0) return;
      await queueEmail(tx, deps.jobs, {
        template: "quote-reminder",
        to: invitation.email,
        ...quoteReminderEmail(company, invitation.language, {
          contactName: invitation.contactName,
          reference: quoteReference(invitation),
          deadline: invitation.deadline!,
          url: linkInLanguage(
            deps.appUrl,
            `/supplier-dashboard/opportunities/${invitation.requestId}`,
            invitation.language,
          ),
        }),
      });
      sent += 1;
    });
  }
  return sent;
}

/**
 * Marks each request whose deadline has passed as closed for quotations and tells the team what came
 * in. The deadline itself is enforced where quotations are saved (`acceptsQuotations`): this only
 * records the moment and sends the email, once.
 */
export async function closeQuoteRequests(deps: DomainDeps, now = new Date()): Promise<number> {
  const company = await getCompanyFacts(deps.db);
  const due = await deps.db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.status, "sourcing"), isNull(quoteRequests.closedAt), lte(quoteRequests.deadline, now)))
    .limit(100);
  let closed = 0;
  for (const { id } of due) {
    await deps.db.transaction(async (tx) => {
      const request = await lockRequest(tx, id);
      // Closed already, or no longer past its deadline (moved later, or cancelled) since the query.
      if (request.closedAt || request.status !== "sourcing" || !request.deadline || acceptsQuotations(request, now)) {
        return;
      }
      await tx.update(quoteRequests).set({ closedAt: now }).where(eq(quoteRequests.id, id));
      const [counts] = await tx
        .select({
          invited: sql<number>`count(*)::int`,
          // Named in full: Drizzle leaves the columns of a one-table select unqualified.
          answered: sql<number>`count(*) filter (where exists (select 1 from quotations q
            where q.request_id = quote_invitations.request_id and q.supplier_id = quote_invitations.supplier_id))::int`,
        })
        .from(quoteInvitations)
        .where(eq(quoteInvitations.requestId, id));
      const reference = quoteReference(request);
      await recordAudit(tx, {
        actor: system,
        entityType: "quote-request",
        entityId: id,
        action: "closeForQuotations",
        note: `${counts?.answered ?? 0} of ${counts?.invited ?? 0} invited suppliers quoted`,
      });
      await queueEmail(tx, deps.jobs, {
        template: "quotations-closed",
        to: company.notificationEmail,
        ...quotationsClosedEmail(company, {
          reference,
          company: request.company,
          invited: counts?.invited ?? 0,
          answered: counts?.answered ?? 0,
          url: `${deps.appUrl}/admin/quotes/${id}`,
        }),
      });
      closed += 1;
    });
  }
  return closed;
}
