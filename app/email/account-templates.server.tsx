import type { TFunction } from "i18next";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import type { CompanyFacts } from "~/settings/company";
import { renderMessage, type RenderedEmail } from "./layout.server";
import { linkLifetimeHours } from "~/auth/link-lifetimes";

// Emails about sign-in identities and the supplier lifecycle after registration, in the reader's
// language: the supplier's own, English for admins.

interface Addressee {
  contactName: string;
  companyName: string;
}

type SupplierEmail =
  "registrationReceived" | "approved" | "rejected" | "suspended" | "reactivated" | "expired" | "renewalReminder";

/**
 * An email to a supplier from its part of the `emails` catalogue: its subject and preview, the
 * greeting, the paragraphs `write` gives, and the supplier team's sign-off.
 */
export function supplierEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  email: SupplierEmail,
  write: (
    t: TFunction<"emails">,
    names: { companyName: string; company: string },
  ) => Pick<Parameters<typeof renderMessage>[0], "paragraphs" | "action" | "after"> & {
    subject?: string;
    preview?: string;
  },
): RenderedEmail {
  const t = translatorFor(language, "emails");
  const names = { companyName: supplier.companyName, company: company.name };
  const { paragraphs, ...rest } = write(t, names);
  return renderMessage({
    company,
    language,
    subject: t(`${email}.subject`, names),
    preview: t(`${email}.preview`),
    paragraphs: [t("greeting", { name: supplier.contactName }), ...paragraphs],
    signOff: t("supplierTeam", { company: company.name }),
    ...rest,
  });
}

export function supplierApprovedEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  setPasswordUrl: string,
): RenderedEmail {
  return supplierEmail(company, language, supplier, "approved", (t, names) => ({
    paragraphs: [t("approved.approved", names), t("approved.setPassword")],
    action: { label: t("approved.action"), url: setPasswordUrl },
    after: [t("approved.next")],
  }));
}

export function supplierRejectedEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  reason: string,
  resubmitUrl: string,
): RenderedEmail {
  return supplierEmail(company, language, supplier, "rejected", (t, names) => ({
    paragraphs: [t("rejected.reason", names), { quote: reason }, t("rejected.resubmit")],
    action: { label: t("rejected.action"), url: resubmitUrl },
  }));
}

export function supplierSuspendedEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  note: string | undefined,
): RenderedEmail {
  return supplierEmail(company, language, supplier, "suspended", (t, names) => ({
    paragraphs: [
      t("suspended.suspended", names),
      ...(note ? [t("suspended.reason", { note })] : []),
      t("suspended.questions", { phone: company.phone }),
    ],
  }));
}

export function supplierReactivatedEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  signInUrl: string,
): RenderedEmail {
  return supplierEmail(company, language, supplier, "reactivated", (t, names) => ({
    paragraphs: [t("reactivated.lifted", names)],
    action: { label: t("reactivated.action"), url: signInUrl },
  }));
}

export function subscriptionExpiredEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  signInUrl: string,
): RenderedEmail {
  return supplierEmail(company, language, supplier, "expired", (t, names) => ({
    paragraphs: [t("expired.expired", names), t("expired.renew")],
    action: { label: t("expired.action"), url: signInUrl },
  }));
}

export function renewalReminderEmail(
  company: CompanyFacts,
  language: Language,
  supplier: Addressee,
  expiresOn: string,
  daysLeft: number,
  signInUrl: string,
): RenderedEmail {
  return supplierEmail(company, language, supplier, "renewalReminder", (t, names) => {
    const when = t("renewalReminder.when", { count: daysLeft });
    return {
      subject: t("renewalReminder.subject", { ...names, when }),
      preview: t("renewalReminder.preview", { date: expiresOn }),
      paragraphs: [t("renewalReminder.expires", { ...names, when, date: expiresOn }), t("renewalReminder.renew")],
      action: { label: t("renewalReminder.action"), url: signInUrl },
    };
  });
}

// The admin area is English: so is the invitation to it.
export function adminInvitationEmail(company: CompanyFacts, setPasswordUrl: string): RenderedEmail {
  return renderMessage({
    company,
    subject: `Your admin account for the ${company.name} website`,
    preview: "Set your password to start using the admin area.",
    paragraphs: [
      `An admin account for the ${company.name} website has been created for this email address.`,
      `Set your password to start using the admin area. The link works once and expires in ${linkLifetimeHours.set_password} hours.`,
    ],
    action: { label: "Set your password", url: setPasswordUrl },
  });
}

export function passwordResetEmail(company: CompanyFacts, language: Language, resetUrl: string): RenderedEmail {
  const t = translatorFor(language, "emails");
  return renderMessage({
    company,
    language,
    subject: t("passwordReset.subject", { company: company.name }),
    preview: t("passwordReset.preview"),
    paragraphs: [t("passwordReset.request", { company: company.name }), t("passwordReset.choose")],
    action: { label: t("passwordReset.action"), url: resetUrl },
    after: [t("passwordReset.ignore")],
  });
}

export function passwordChangedEmail(company: CompanyFacts, language: Language, resetUrl: string): RenderedEmail {
  const t = translatorFor(language, "emails");
  return renderMessage({
    company,
    language,
    subject: t("passwordChanged.subject", { company: company.name }),
    preview: t("passwordChanged.preview"),
    paragraphs: [
      t("passwordChanged.changed", { company: company.name }),
      t("passwordChanged.notYou", { resetUrl, phone: company.phone }),
    ],
    links: [resetUrl],
  });
}

/** The changes to how an account signs in that its owner is told about. */
export type SecurityEvent =
  | "authenticatorAdded"
  | "authenticatorRemoved"
  | "backupCodesReplaced"
  | "backupCodeUsed"
  | "passkeyAdded"
  | "passkeyRemoved"
  | "secondFactorReset"
  | "newBrowserSignIn";

/** Where a sign-in came from, as a new-browser alert names it: null where it is not known. */
export interface SignInPlace {
  browser: string | null;
  system: string | null;
  address: string | null;
}

/**
 * Tells an account's owner that how it signs in has changed, or that it was signed in to from a
 * browser it had not used before (`place`), with where to review it.
 */
export function securityAlertEmail(
  company: CompanyFacts,
  language: Language,
  event: SecurityEvent,
  securityUrl: string,
  place?: SignInPlace,
): RenderedEmail {
  const t = translatorFor(language, "emails");
  const unknown = t("securityAlert.unknown");
  return renderMessage({
    company,
    language,
    subject: t(`securityAlert.${event}.subject`, { company: company.name }),
    preview: t(`securityAlert.${event}.text`, { company: company.name }),
    paragraphs: [
      t(`securityAlert.${event}.text`, { company: company.name }),
      ...(place
        ? [
            t("securityAlert.place", {
              browser: place.browser ?? unknown,
              system: place.system ?? unknown,
              address: place.address ?? unknown,
            }),
          ]
        : []),
      t("securityAlert.review", { securityUrl }),
      t("securityAlert.notYou", { phone: company.phone }),
    ],
    links: [securityUrl],
  });
}
