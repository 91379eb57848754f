import { contactMessages } from "~/db/schema";
import { queueEmails } from "~/email/outbox.server";
import { contactAcknowledgementEmail, contactNotificationEmail } from "~/email/templates.server";
import type { DomainDeps } from "~/deps";
import type { Language } from "~/i18n/languages";
import { getCompanyFacts } from "~/settings/settings.server";
import type { ContactRequest } from "./contact-form";

/**
 * Stores a consultation request and queues the team's notification and the visitor's
 * acknowledgement in one transaction: all three are kept, or none is.
 */
export async function submitContactRequest(
  deps: DomainDeps,
  request: ContactRequest,
  meta: { ipAddress?: string; userAgent?: string },
  /** The language of the page the request was sent from: the visitor's copy is written in it. */
  language: Language = "en",
): Promise<{ id: string }> {
  const company = await getCompanyFacts(deps.db);
  return deps.db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({
        name: request.name,
        company: request.company,
        email: request.email,
        phone: request.phone,
        country: request.country,
        service: request.service,
        preferredContact: request.preferredContact,
        message: request.message,
        language,
        ipAddress: meta.ipAddress,
        userAgent: meta.userAgent?.slice(0, 500),
      })
      .returning({ id: contactMessages.id });
    const { id } = message!;
    await queueEmails(tx, deps.jobs, [
      {
        template: "contact-notification",
        to: company.notificationEmail,
        replyTo: request.email,
        ...contactNotificationEmail(company, request, language, `${deps.appUrl}/admin/contacts/${id}`),
      },
      {
        template: "contact-acknowledgement",
        to: request.email,
        ...contactAcknowledgementEmail(company, language, request),
      },
    ]);
    return { id };
  });
}
