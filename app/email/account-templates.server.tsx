import type { CompanyFacts } from "~/settings/company";
import { renderMessage, type RenderedEmail } from "./layout.server";

// Emails about sign-in identities and the supplier lifecycle after registration.

export function supplierApprovedEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
  setPasswordUrl: string,
): RenderedEmail {
  return renderMessage({
    company,
    subject: `${supplier.companyName} is approved: set your password`,
    preview: "Set your password to complete your supplier registration.",
    paragraphs: [
      `Dear ${supplier.contactName},`,
      `Good news: our team has reviewed and approved the supplier registration of ${supplier.companyName}.`,
      "To continue, set the password you will use to sign in to the supplier portal. The link below works once and expires in 72 hours.",
    ],
    action: { label: "Set your password", url: setPasswordUrl },
    after: [
      "After setting your password you will be asked to pay the one-time registration fee and your subscription plan, which activates your account.",
    ],
    signOff: `The ${company.name} supplier team`,
  });
}

export function supplierRejectedEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
  reason: string,
  resubmitUrl: string,
): RenderedEmail {
  return renderMessage({
    company,
    subject: `Your supplier registration for ${supplier.companyName} needs changes`,
    preview: "Our team could not approve the registration as it stands.",
    paragraphs: [
      `Dear ${supplier.contactName},`,
      `Thank you for registering ${supplier.companyName}. Our team could not approve the registration as it stands, for this reason:`,
      reason,
      "You can correct the registration and send it again from the link below; it works once and for 30 days.",
    ],
    action: { label: "Correct and resubmit", url: resubmitUrl },
    signOff: `The ${company.name} supplier team`,
  });
}

export function supplierSuspendedEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
  note: string | undefined,
): RenderedEmail {
  return renderMessage({
    company,
    subject: `The supplier account of ${supplier.companyName} is suspended`,
    preview: "You cannot sign in to the supplier portal for now.",
    paragraphs: [
      `Dear ${supplier.contactName},`,
      `We have suspended the supplier account of ${supplier.companyName}. You cannot sign in to the supplier portal while it is suspended.`,
      ...(note ? [`Reason: ${note}`] : []),
      `If you have questions, reply to this email or call us on ${company.phone}.`,
    ],
    signOff: `The ${company.name} supplier team`,
  });
}

export function supplierReactivatedEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
  signInUrl: string,
): RenderedEmail {
  return renderMessage({
    company,
    subject: `The supplier account of ${supplier.companyName} is active again`,
    preview: "You can sign in to the supplier portal again.",
    paragraphs: [
      `Dear ${supplier.contactName},`,
      `The suspension of the supplier account of ${supplier.companyName} has been lifted. You can sign in to the supplier portal again.`,
    ],
    action: { label: "Sign in", url: signInUrl },
    signOff: `The ${company.name} supplier team`,
  });
}

export function subscriptionExpiredEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
  signInUrl: string,
): RenderedEmail {
  return renderMessage({
    company,
    subject: `The subscription of ${supplier.companyName} has expired`,
    preview: "Renew your subscription to stay on our supplier list.",
    paragraphs: [
      `Dear ${supplier.contactName},`,
      `The supplier subscription of ${supplier.companyName} has expired. Until it is renewed, we no longer consider your company for new quotations.`,
      "Sign in to the supplier portal to renew it in a few minutes.",
    ],
    action: { label: "Sign in and renew", url: signInUrl },
    signOff: `The ${company.name} supplier team`,
  });
}

export function adminInvitationEmail(company: CompanyFacts, setPasswordUrl: string): RenderedEmail {
  return renderMessage({
    company,
    subject: `Your admin account for the ${company.name} website`,
    preview: "Set your password to start using the admin area.",
    paragraphs: [
      `An admin account for the ${company.name} website has been created for this email address.`,
      "Set your password to start using the admin area. The link works once and expires in 72 hours.",
    ],
    action: { label: "Set your password", url: setPasswordUrl },
  });
}

export function passwordResetEmail(company: CompanyFacts, resetUrl: string): RenderedEmail {
  return renderMessage({
    company,
    subject: `Reset your ${company.name} password`,
    preview: "Choose a new password. The link works once and expires in one hour.",
    paragraphs: [
      `We received a request to reset the password of your ${company.name} account.`,
      "Choose a new password from the link below. It works once and expires in one hour.",
    ],
    action: { label: "Choose a new password", url: resetUrl },
    after: ["If you did not ask for this, you can ignore this email: your password has not changed."],
  });
}

export function passwordChangedEmail(company: CompanyFacts, resetUrl: string): RenderedEmail {
  return renderMessage({
    company,
    subject: `Your ${company.name} password was changed`,
    preview: "Every device that was signed in has been signed out.",
    paragraphs: [
      `The password of your ${company.name} account was just changed, and every device that was signed in has been signed out.`,
      `If this was not you, reset your password now at ${resetUrl} and tell us on ${company.phone}.`,
    ],
  });
}

export function renewalReminderEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
  expiresOn: string,
  daysLeft: number,
  signInUrl: string,
): RenderedEmail {
  const when = daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`;
  return renderMessage({
    company,
    subject: `The subscription of ${supplier.companyName} expires ${when}`,
    preview: `Renew before ${expiresOn} to stay on our supplier list.`,
    paragraphs: [
      `Dear ${supplier.contactName},`,
      `The supplier subscription of ${supplier.companyName} expires ${when}, on ${expiresOn}.`,
      "Renew it from the supplier portal to keep being considered for our quotations; a renewal extends the current subscription, so you lose no days by renewing early.",
    ],
    action: { label: "Sign in and renew", url: signInUrl },
    signOff: `The ${company.name} supplier team`,
  });
}
