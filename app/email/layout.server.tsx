import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { CompanyFacts } from "~/settings/company";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Wraps a message body in the company's email layout; React escapes every value. */
export function renderEmail(options: {
  company: CompanyFacts;
  subject: string;
  preview: string;
  body: ReactNode;
  text: string;
}): RenderedEmail {
  const { company } = options;
  const office = company.offices[0];
  const html = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{options.subject}</title>
      </head>
      <body style={{ margin: 0, background: "#f1f5f9" }}>
        <div style={{ display: "none" }}>{options.preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: "#f1f5f9" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="600"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ background: "#ffffff" }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: "#0b1f3a",
                          color: "#ffffff",
                          padding: "20px 28px",
                          fontSize: 20,
                          fontWeight: 700,
                        }}
                      >
                        {company.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: "28px", fontSize: 15, lineHeight: "22px" }}>
                        <div style={{ fontFamily: "Arial,Helvetica,sans-serif", color: "#0f172a" }}>{options.body}</div>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: "16px 28px", fontSize: 12, color: "#64748b", borderTop: "1px solid #e2e8f0" }}
                      >
                        {company.legalName} · {office.streetAddress}, {office.area}, {office.city} · {company.phone} ·{" "}
                        {company.email}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>,
  );
  const footer = `\n\n--\n${company.legalName}\n${office.streetAddress}, ${office.area}, ${office.city}\n${company.phone} · ${company.email}\n`;
  return { subject: options.subject, html: `<!doctype html>${html}`, text: options.text + footer };
}

export const paragraphStyle = { margin: "0 0 14px" };

const buttonStyle = {
  display: "inline-block",
  background: "#0b1f3a",
  color: "#ffffff",
  padding: "12px 22px",
  borderRadius: 6,
  fontWeight: 700,
  textDecoration: "none",
};

/**
 * A plain message, written once and rendered as both HTML and text: paragraphs, then an optional
 * button (whose address is also spelled out, for mail clients that hide buttons), then the rest.
 */
export function renderMessage(options: {
  company: CompanyFacts;
  subject: string;
  preview: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  signOff?: string;
}): RenderedEmail {
  const signOff = options.signOff ?? `The ${options.company.name} team`;
  const after = options.after ?? [];
  const action = options.action;
  const text = [
    ...options.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...after,
    `Kind regards,\n${signOff}`,
  ].join("\n\n");
  return renderEmail({
    company: options.company,
    subject: options.subject,
    preview: options.preview,
    text,
    body: (
      <>
        {options.paragraphs.map((paragraph) => (
          <p key={paragraph} style={{ ...paragraphStyle, whiteSpace: "pre-line" }}>
            {paragraph}
          </p>
        ))}
        {action ? (
          <>
            <p style={{ margin: "22px 0" }}>
              <a href={action.url} style={buttonStyle}>
                {action.label}
              </a>
            </p>
            <p style={{ ...paragraphStyle, fontSize: 13, color: "#475569", wordBreak: "break-all" }}>
              Or open this address: <a href={action.url}>{action.url}</a>
            </p>
          </>
        ) : null}
        {after.map((paragraph) => (
          <p key={paragraph} style={paragraphStyle}>
            {paragraph}
          </p>
        ))}
        <p style={paragraphStyle}>
          Kind regards,
          <br />
          {signOff}
        </p>
      </>
    ),
  });
}
