import { renderMessage, type RenderedEmail } from "~/email/layout.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { localeOf, type Language } from "~/i18n/languages";
import { formatDateTime } from "~/lib/dates";
import type { CompanyFacts } from "~/settings/company";
import { countryName } from "~/i18n/catalogues.server";

// The emails to invited suppliers about a request, in the supplier's language (`suppliers.language`),
// signed by the supplier team. They never name the buyer: only the request's reference, its items
// and where they go.

/** A deadline as the emails give it: the moment in Dubai's time, saying so. */
function deadlineIn(deadline: Date, language: Language): string {
  const date = formatDateTime(deadline, localeOf[language].intl);
  return translatorFor(language, "opportunities")("dubaiTime", { date });
}

const signOff = (company: CompanyFacts, language: Language) =>
  translatorFor(language, "emails")("supplierTeam", { company: company.name });

/** "Dear Amir Haddad,": the supplier's contact person, as every other email to a supplier opens. */
const greeting = (language: Language, contactName: string) =>
  translatorFor(language, "emails")("greeting", { name: contactName });

/** Invites a supplier to quote on a request, with its deadline and a link to it in the portal. */
export function quoteInvitationEmail(
  company: CompanyFacts,
  language: Language,
  request: {
    contactName: string;
    reference: string;
    deadline: Date;
    lineCount: number;
    deliveryCity: string;
    country: string;
    url: string;
  },
): RenderedEmail {
  const t = translatorFor(language, "opportunities");
  const values = {
    reference: request.reference,
    deadline: deadlineIn(request.deadline, language),
    items: t("itemCount", { count: request.lineCount }),
    place: t("place", { city: request.deliveryCity, country: countryName(request.country, language) }),
  };
  return renderMessage({
    company,
    language,
    subject: t("emails.invitation.subject", values),
    preview: t("emails.invitation.preview", values),
    paragraphs: [
      greeting(language, request.contactName),
      t("emails.invitation.invited", values),
      t("emails.invitation.deadline", values),
    ],
    action: { label: t("emails.invitation.action"), url: request.url },
    after: [t("emails.invitation.confidential")],
    signOff: signOff(company, language),
  });
}

/** Reminds an invited supplier, about 24 hours before the deadline, that quotations close soon. */
export function quoteReminderEmail(
  company: CompanyFacts,
  language: Language,
  request: { contactName: string; reference: string; deadline: Date; url: string },
): RenderedEmail {
  const t = translatorFor(language, "opportunities");
  const values = { reference: request.reference, deadline: deadlineIn(request.deadline, language) };
  return renderMessage({
    company,
    language,
    subject: t("emails.reminder.subject", values),
    preview: t("emails.reminder.preview"),
    paragraphs: [greeting(language, request.contactName), t("emails.reminder.reminder", values)],
    action: { label: t("emails.reminder.action"), url: request.url },
    signOff: signOff(company, language),
  });
}

/**
 * Tells a supplier who quoted whether their quotation was selected, or one invited who had not quoted
 * that the request closed before its deadline.
 */
export function quoteOutcomeEmail(
  company: CompanyFacts,
  language: Language,
  request: { contactName: string; reference: string; outcome: "awarded" | "not_selected" | "closed"; url: string },
): RenderedEmail {
  const t = translatorFor(language, "opportunities");
  const values = { reference: request.reference };
  return renderMessage({
    company,
    language,
    subject: t(`emails.outcome.${request.outcome}.subject`, values),
    preview: t(`emails.outcome.${request.outcome}.preview`),
    paragraphs: [greeting(language, request.contactName), t(`emails.outcome.${request.outcome}.text`, values)],
    action: { label: t("emails.outcome.action"), url: request.url },
    signOff: signOff(company, language),
  });
}
