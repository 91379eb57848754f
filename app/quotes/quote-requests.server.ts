import { recordAudit } from "~/audit/audit.server";
import { quoteRequestLines, quoteRequests } from "~/db/schema";
import type { DomainDeps } from "~/deps";
import { queueEmails } from "~/email/outbox.server";
import type { Language } from "~/i18n/languages";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { getCompanyFacts } from "~/settings/settings.server";
import type { BasketLine } from "./basket";
import { quoteRequestAcknowledgementEmail, quoteRequestNotificationEmail } from "./buyer-emails.server";
import { storeQuoteFile } from "./quote-files.server";
import { findQuoteItem, suggestedCategories } from "./quote-items.server";
import type { QuoteRequestForm } from "./quote-request-form";
import { quoteReference } from "./quote-rules";

/** Who is asking, for what and by when: the form without its lines and file. Budget in fils. */
export type QuoteRequestDetails = Omit<QuoteRequestForm, "lines" | "attachment">;

/** A file that passed `checkQuoteFile`. */
export type QuoteAttachment = Parameters<typeof storeQuoteFile>[1];

/**
 * Records a buyer's quote request in one transaction: its attachment, the request, its lines, the
 * audit entry, the team's notification and the buyer's acknowledgement (in `language`, the page's).
 * All of them are kept, or none is.
 */
export async function submitQuoteRequest(
  deps: DomainDeps,
  input: QuoteRequestDetails,
  lines: readonly BasketLine[],
  attachment: QuoteAttachment | undefined,
  meta: { ipAddress?: string },
  language: Language,
): Promise<{ id: string; reference: string }> {
  if (lines.length === 0) throw new DomainError(400, ...failure("quoteRequestEmpty", undefined, { field: "lines" }));
  const unknown = lines.find((line) => !findQuoteItem(line.item, "en"));
  if (unknown) throw new DomainError(400, ...failure("quoteItemUnknown", { item: unknown.item }, { field: "lines" }));

  const company = await getCompanyFacts(deps.db);
  return deps.db.transaction(async (tx) => {
    const attachmentId = attachment ? await storeQuoteFile(tx, attachment) : undefined;
    const [request] = await tx
      .insert(quoteRequests)
      .values({
        language,
        company: input.company,
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        country: input.country,
        deliveryCity: input.deliveryCity,
        neededBy: input.neededBy,
        budgetMinor: input.budgetMinor,
        notes: input.notes,
        attachmentId,
        categories: suggestedCategories(lines.map((line) => line.item)),
        ipAddress: meta.ipAddress,
      })
      .returning({ id: quoteRequests.id, number: quoteRequests.number, createdAt: quoteRequests.createdAt });
    const { id } = request!;
    await tx.insert(quoteRequestLines).values(
      lines.map((line, index) => ({
        requestId: id,
        position: index + 1,
        item: line.item,
        quantity: line.quantity,
        notes: line.note,
      })),
    );
    await recordAudit(tx, {
      actor: { type: "visitor", label: input.contactName || input.email },
      entityType: "quote-request",
      entityId: id,
      action: "receiveQuoteRequest",
      to: "new",
    });
    const reference = quoteReference(request!);
    const received = { ...input, reference, language, lines, attachmentName: attachment?.fileName };
    await queueEmails(tx, deps.jobs, [
      {
        template: "quote-request-notification",
        to: company.notificationEmail,
        replyTo: input.email,
        ...quoteRequestNotificationEmail(company, received, `${deps.appUrl}/admin/quotes/${id}`),
      },
      {
        template: "quote-request-acknowledgement",
        to: input.email,
        ...quoteRequestAcknowledgementEmail(company, received),
      },
    ]);
    return { id, reference };
  });
}
