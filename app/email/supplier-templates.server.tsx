import type { CompanyFacts } from "~/settings/company";
import { paragraphStyle, renderEmail, type RenderedEmail } from "./layout.server";

export function registrationReceivedEmail(
  company: CompanyFacts,
  supplier: { contactName: string; companyName: string },
): RenderedEmail {
  const text =
    `Dear ${supplier.contactName},\n\nThank you for registering ${supplier.companyName} as a supplier with ${company.name}. ` +
    "Our team reviews every registration, usually within two business days. When yours is approved we will email you a link to set your password and complete your registration.\n\n" +
    `Kind regards,\nThe ${company.name} supplier team`;
  return renderEmail({
    company,
    subject: `We have received the registration of ${supplier.companyName}`,
    preview: "Our team reviews every registration, usually within two business days.",
    body: (
      <>
        <p style={paragraphStyle}>Dear {supplier.contactName},</p>
        <p style={paragraphStyle}>
          Thank you for registering <strong>{supplier.companyName}</strong> as a supplier with {company.name}. Our team
          reviews every registration, usually within two business days.
        </p>
        <p style={paragraphStyle}>
          When yours is approved we will email you a link to set your password and complete your registration.
        </p>
        <p style={paragraphStyle}>
          Kind regards,
          <br />
          The {company.name} supplier team
        </p>
      </>
    ),
    text,
  });
}

export function registrationAttemptEmail(company: CompanyFacts, appUrl: string): RenderedEmail {
  const signIn = `${appUrl}/supplier-login`;
  const reset = `${appUrl}/reset-password`;
  const text =
    `Someone tried to register a new supplier account with this email address on the ${company.name} website. ` +
    "This address already has an account with us, so no new account was created.\n\n" +
    `If it was you, sign in at ${signIn}, or choose a new password at ${reset}. ` +
    "If your earlier registration was declined, use the link in our decision email to correct and resubmit it.\n\n" +
    "If it was not you, you can ignore this email; nothing has changed.";
  return renderEmail({
    company,
    subject: `A registration was attempted with your email address`,
    preview: "No new account was created.",
    body: (
      <>
        <p style={paragraphStyle}>
          Someone tried to register a new supplier account with this email address on the {company.name} website. This
          address already has an account with us, so no new account was created.
        </p>
        <p style={paragraphStyle}>
          If it was you, <a href={signIn}>sign in</a>, or <a href={reset}>choose a new password</a>. If your earlier
          registration was declined, use the link in our decision email to correct and resubmit it.
        </p>
        <p style={paragraphStyle}>If it was not you, you can ignore this email; nothing has changed.</p>
      </>
    ),
    text,
  });
}

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
