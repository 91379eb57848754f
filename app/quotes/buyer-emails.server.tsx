import { paragraphStyle, renderEmail, renderMessage, type RenderedEmail } from "~/email/layout.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { localeOf, type Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { CompanyFacts } from "~/settings/company";
import type { BasketLine } from "./basket";
import { findQuoteItem } from "./quote-items.server";

/** A quote request as it was received: what both emails about it say. */
export interface ReceivedQuoteRequest {
  reference: string;
  language: Language;
  company: string;
  contactName: string;
  email: string;
  phone: string;
  country: string;
  deliveryCity: string;
  neededBy: string;
  budgetMinor?: number;
  notes?: string;
  attachmentName?: string;
  lines: readonly BasketLine[];
}

const itemIn = (key: string, language: Language) => findQuoteItem(key, language) ?? { name: key, detail: "" };

// To the team, in English like the admin area.
export function quoteRequestNotificationEmail(
  company: CompanyFacts,
  request: ReceivedQuoteRequest,
  adminUrl: string,
): RenderedEmail {
  const rows: Array<[string, string]> = [
    ["Reference", request.reference],
    ["Company", request.company],
    ["Contact person", request.contactName],
    ["Email", request.email],
    ["Phone", request.phone],
    ["Country", request.country],
    ["Delivery city", request.deliveryCity],
    ["Needed by", formatLongDate(request.neededBy)],
    ["Budget", request.budgetMinor === undefined ? "—" : formatMoney(request.budgetMinor, "AED")],
    ["Attachment", request.attachmentName ?? "—"],
    ["Written in", request.language === "ar" ? "Arabic" : "English"],
  ];
  const lines = request.lines.map((line, index) => {
    const item = itemIn(line.item, "en");
    return { position: index + 1, ...line, name: item.name, detail: item.detail };
  });
  const cell = { padding: "4px 12px 4px 0", verticalAlign: "top" } as const;
  return renderEmail({
    company,
    subject: `New quote request ${request.reference} from ${request.company}`,
    preview: `${lines.length} item(s), needed by ${formatLongDate(request.neededBy)}.`,
    body: (
      <>
        <p style={paragraphStyle}>A buyer sent a quote request on the website.</p>
        <table cellPadding={4} style={{ marginBottom: 14 }}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <td style={{ color: "#64748b", paddingRight: 12 }}>{label}</td>
                <td dir="auto">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table cellPadding={0} cellSpacing={0} style={{ marginBottom: 14, borderCollapse: "collapse" }}>
          <thead>
            <tr style={{ color: "#64748b", textAlign: "left" }}>
              <th style={cell}>#</th>
              <th style={cell}>Item</th>
              <th style={cell}>Quantity</th>
              <th style={cell}>Note</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.item}>
                <td style={cell}>{line.position}</td>
                <td style={cell}>
                  {line.name}
                  <br />
                  <span style={{ color: "#64748b", fontSize: 13 }}>{line.detail}</span>
                </td>
                <td style={cell}>{line.quantity}</td>
                <td style={cell} dir="auto">
                  {line.note ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {request.notes ? (
          <p dir="auto" style={{ ...paragraphStyle, whiteSpace: "pre-wrap", background: "#f8fafc", padding: 12 }}>
            {request.notes}
          </p>
        ) : null}
        <p style={paragraphStyle}>
          Reply to this email to answer {request.contactName} directly, or open the request to invite suppliers:{" "}
          <a href={adminUrl}>{adminUrl}</a>
        </p>
      </>
    ),
    text:
      "A buyer sent a quote request on the website.\n\n" +
      rows.map(([label, value]) => `${label}: ${value}`).join("\n") +
      "\n\nItems:\n" +
      lines
        .map((line) => `${line.position}. ${line.quantity} × ${line.name}${line.note ? ` (${line.note})` : ""}`)
        .join("\n") +
      (request.notes ? `\n\nNotes:\n${request.notes}` : "") +
      `\n\nOpen the request: ${adminUrl}`,
  });
}

/** The buyer's copy, in the language of the page the request was sent from. */
export function quoteRequestAcknowledgementEmail(company: CompanyFacts, request: ReceivedQuoteRequest): RenderedEmail {
  const { language } = request;
  const t = translatorFor(language, "quoteRequest");
  const greeting = translatorFor(language, "emails")("greeting", { name: request.contactName });
  const items = request.lines.map((line) => {
    const values = { quantity: line.quantity, name: itemIn(line.item, language).name, note: line.note };
    return `• ${line.note ? t("email.lineWithNote", values) : t("email.line", values)}`;
  });
  const reference = request.reference;
  return renderMessage({
    company,
    language,
    subject: t("email.subject", { reference }),
    preview: t("email.preview", { reference }),
    paragraphs: [
      greeting,
      t("email.thanks", { company: company.name, reference }),
      [t("email.items"), ...items].join("\n"),
      t("email.delivery", {
        date: formatLongDate(request.neededBy, localeOf[language].intl),
        city: request.deliveryCity,
      }),
      t("email.next", { company: company.name }),
      t("email.questions", { phone: company.phone }),
    ],
  });
}
