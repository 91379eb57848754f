import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import type { CompanyFacts } from "~/settings/company";
import { supplierEmail } from "./account-templates.server";
import { linkInLanguage, paragraphStyle, renderEmail, renderMessage, type RenderedEmail } from "./layout.server";

export function registrationReceivedEmail(
  company: CompanyFacts,
  language: Language,
  supplier: { contactName: string; companyName: string },
): RenderedEmail {
  return supplierEmail(company, language, supplier, "registrationReceived", (t, names) => ({
    paragraphs: [t("registrationReceived.thanks", names), t("registrationReceived.next")],
  }));
}

/** To the owner of an address someone tried to register again, in the language their account keeps. */
export function registrationAttemptEmail(company: CompanyFacts, language: Language, appUrl: string): RenderedEmail {
  const t = translatorFor(language, "emails");
  const signInUrl = linkInLanguage(appUrl, "/supplier-login", language);
  const resetUrl = linkInLanguage(appUrl, "/reset-password", language);
  return renderMessage({
    company,
    language,
    subject: t("registrationAttempt.subject"),
    preview: t("registrationAttempt.preview"),
    paragraphs: [
      t("registrationAttempt.attempted", { company: company.name }),
      t("registrationAttempt.ifYou", { signInUrl, resetUrl }),
      t("registrationAttempt.ifNotYou"),
    ],
    links: [signInUrl, resetUrl],
    signOff: null,
  });
}

// To the team, in English like the admin area.
export function newRegistrationEmail(
  company: CompanyFacts,
  supplier: { companyName: string; country: string; email: string },
  reviewUrl: string,
): RenderedEmail {
  const text = `${supplier.companyName} (${supplier.country}, ${supplier.email}) registered as a supplier and is waiting for review.\n\nReview it: ${reviewUrl}`;
  return renderEmail({
    company,
    subject: `New supplier registration: ${supplier.companyName}`,
    preview: "A supplier registration is waiting for review.",
    body: (
      <>
        <p style={paragraphStyle}>
          <strong>{supplier.companyName}</strong> ({supplier.country}, {supplier.email}) registered as a supplier and is
          waiting for review.
        </p>
        <p style={paragraphStyle}>
          <a href={reviewUrl}>Review the registration</a>
        </p>
      </>
    ),
    text,
  });
}
