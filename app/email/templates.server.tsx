import type { ContactRequest } from "~/contacts/contact-form";
import { contactOptionLabel } from "~/contacts/contact-options";
import { translatorFor } from "~/i18n/catalogues.server";
import { describeOpeningHours, type CompanyFacts } from "~/settings/company";
import { paragraphStyle, renderEmail, type RenderedEmail } from "./layout.server";

export function contactNotificationEmail(
  company: CompanyFacts,
  request: ContactRequest,
  adminUrl: string,
): RenderedEmail {
  const rows: Array<[string, string]> = [
    ["Name", request.name],
    ["Company", request.company ?? "—"],
    ["Email", request.email],
    ["Phone", request.phone ?? "—"],
    ["Country", request.country],
    ["Service of interest", contactOptionLabel("service", request.service)],
    ["Preferred contact", contactOptionLabel("preferredContact", request.preferredContact)],
  ];
  return renderEmail({
    company,
    subject: `New consultation request from ${request.name}${request.company ? ` (${request.company})` : ""}`,
    preview: request.message.slice(0, 120),
    body: (
      <>
        <p style={paragraphStyle}>A visitor asked for a free consultation on the website.</p>
        <table cellPadding={4} style={{ marginBottom: 14 }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ color: "#64748b", paddingRight: 12 }}>{label}</td>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p style={{ ...paragraphStyle, whiteSpace: "pre-wrap", background: "#f8fafc", padding: 12 }}>
          {request.message}
        </p>
        <p style={paragraphStyle}>
          Reply to this email to answer {request.name} directly, or open the contact messages:{" "}
          <a href={adminUrl}>{adminUrl}</a>
        </p>
      </>
    ),
    text:
      "A visitor asked for a free consultation on the website.\n\n" +
      rows.map(([label, value]) => `${label}: ${value}`).join("\n") +
      `\n\n${request.message}\n\nContact messages: ${adminUrl}`,
  });
}

export function contactAcknowledgementEmail(company: CompanyFacts, request: ContactRequest): RenderedEmail {
  const service = contactOptionLabel("service", request.service);
  const channel = contactOptionLabel("preferredContact", request.preferredContact).toLowerCase();
  const hours = describeOpeningHours(company.openingHours, translatorFor("en", "shell"));
  return renderEmail({
    company,
    subject: `We have your consultation request, ${request.name}`,
    preview: `A ${company.name} consultant will contact you within one business day.`,
    body: (
      <>
        <p style={paragraphStyle}>Dear {request.name},</p>
        <p style={paragraphStyle}>
          Thank you for asking {company.name} for a free consultation about <strong>{service}</strong>. A consultant
          will contact you by {channel} within one business day ({hours}).
        </p>
        <p style={paragraphStyle}>
          If the matter is urgent, call us on {company.phone}; our support line answers 24/7.
        </p>
        <p style={paragraphStyle}>Your message:</p>
        <p style={{ ...paragraphStyle, whiteSpace: "pre-wrap", background: "#f8fafc", padding: 12 }}>
          {request.message}
        </p>
        <p style={paragraphStyle}>
          Kind regards,
          <br />
          The {company.name} team
        </p>
      </>
    ),
    text:
      `Dear ${request.name},\n\nThank you for asking ${company.name} for a free consultation about ${service}. ` +
      `A consultant will contact you by ${channel} within one business day (${hours}).\n\n` +
      `If the matter is urgent, call us on ${company.phone}; our support line answers 24/7.\n\nYour message:\n${request.message}\n\n` +
      `Kind regards,\nThe ${company.name} team`,
  });
}
