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
