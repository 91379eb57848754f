import type { ContactRequest } from "~/contacts/contact-form";
import { contactOptionLabel } from "~/contacts/contact-options";
import { translatorFor } from "~/i18n/catalogues.server";
import { englishName, type Language } from "~/i18n/languages";
import { describeOpeningHours, type CompanyFacts } from "~/settings/company";
import { paragraphStyle, renderEmail, renderMessage, type RenderedEmail } from "./layout.server";

export function contactNotificationEmail(
  company: CompanyFacts,
  request: ContactRequest,
  language: Language,
  messageUrl: string,
): RenderedEmail {
  const rows: Array<[string, string]> = [
    ["Name", request.name],
    ["Company", request.company ?? "—"],
    ["Email", request.email],
    ["Phone", request.phone ?? "—"],
    ["Country", request.country],
    ["Service of interest", contactOptionLabel("service", request.service)],
    ["Preferred contact", contactOptionLabel("preferredContact", request.preferredContact)],
    ["Written in", englishName[language]],
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
          Reply to this email to answer {request.name} directly, or open the message:{" "}
          <a href={messageUrl}>{messageUrl}</a>
        </p>
      </>
    ),
    text:
      "A visitor asked for a free consultation on the website.\n\n" +
      rows.map(([label, value]) => `${label}: ${value}`).join("\n") +
      `\n\n${request.message}\n\nOpen the message: ${messageUrl}`,
  });
}

/** The visitor's copy of a consultation request, in the language of the page it was sent from. */
export function contactAcknowledgementEmail(
  company: CompanyFacts,
  language: Language,
  request: ContactRequest,
): RenderedEmail {
  const t = translatorFor(language, "emails");
  const options = translatorFor(language, "contact");
  const service = options(`options.service.${request.service}`);
  const channel = options(`options.preferredContact.${request.preferredContact}`).toLowerCase();
  const hours = describeOpeningHours(company.openingHours, translatorFor(language, "shell"));
  return renderMessage({
    company,
    language,
    subject: t("contactAcknowledgement.subject", { name: request.name }),
    preview: t("contactAcknowledgement.preview", { company: company.name }),
    paragraphs: [
      t("greeting", { name: request.name }),
      t("contactAcknowledgement.thanks", { company: company.name, service, channel, hours }),
      t("contactAcknowledgement.urgent", { phone: company.phone }),
      t("contactAcknowledgement.yourMessage"),
      { quote: request.message },
    ],
  });
}
