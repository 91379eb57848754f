import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { translatorFor } from "~/i18n/catalogues.server";
import { defaultLanguage, localeOf, pathInLanguage, type Language } from "~/i18n/languages";
import { companyFactsIn, officeAddress, type CompanyFacts } from "~/settings/company";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The address of a page of the site for an email, in the reader's language: "/supplier-login" is
 * "https://…/supplier-login" in English and "https://…/ar/supplier-login" in Arabic.
 */
export function linkInLanguage(appUrl: string, path: string, language: Language): string {
  return `${appUrl}${pathInLanguage(path, language)}`;
}

// Marks that isolate a value inside a sentence (docs/i18n.md): left to right, or in the value's own direction.
const leftToRight = "\u2066";
const firstStrong = "\u2068";
const popIsolate = "\u2069";

/** A value that reads left to right whatever surrounds it (an address, a phone number), in right-to-left text. */
function ltr(value: string, language: Language): string {
  return localeOf[language].dir === "rtl" ? `${leftToRight}${value}${popIsolate}` : value;
}

/** A value from users or settings, in whatever script, kept whole inside right-to-left text. */
function ownDirection(value: string, language: Language): string {
  return localeOf[language].dir === "rtl" ? `${firstStrong}${value}${popIsolate}` : value;
}

const isolated = /([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g;
const isolatedAddress = /[\u2066\u2068](https?:\/\/[^\s\u2066-\u2069]*)\u2069/g;

/**
 * The text part's web addresses without their marks: a mail client that makes a link of an address
 * would take the invisible mark into it and break the link. An address reads left to right anyway.
 */
function bareAddresses(text: string): string {
  return text.replace(isolatedAddress, "$1");
}
const address = /https?:\/\/[^\s\u2066-\u2069]*[^\s\u2066-\u2069.,;:!?)]/g;

/**
 * A line of text as HTML: values isolated with U+2066/U+2068…U+2069 become `dir="ltr"` spans and
 * `<bdi>` (which mail clients keep, where some drop the invisible marks), and the addresses the
 * message itself put in (`links`) become links. An address someone typed into a name or a note
 * stays text: the company's email must not carry a stranger's link.
 */
function inline(text: string, links: readonly string[] = []): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(isolated)) {
    nodes.push(...linked(text.slice(last, match.index), links));
    const [, mark, value] = match;
    nodes.push(
      mark === leftToRight ? (
        <span key={nodes.length} dir="ltr">
          {linked(value!, links)}
        </span>
      ) : (
        <bdi key={nodes.length}>{linked(value!, links)}</bdi>
      ),
    );
    last = match.index + match[0].length;
  }
  nodes.push(...linked(text.slice(last), links));
  return nodes;
}

function linked(text: string, links: readonly string[]): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(address)) {
    if (!links.includes(match[0])) continue;
    nodes.push(text.slice(last, match.index));
    nodes.push(
      <a key={match.index} href={match[0]} dir="ltr">
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes.filter((node) => node !== "");
}

/**
 * Wraps a message body in the company's email layout, in the reader's language: `lang`, and for
 * Arabic right to left, with addresses and numbers left to right. React escapes every value.
 */
export function renderEmail(options: {
  company: CompanyFacts;
  language?: Language;
  subject: string;
  preview: string;
  body: ReactNode;
  text: string;
}): RenderedEmail {
  const language = options.language ?? defaultLanguage;
  const company = companyFactsIn(options.company, language);
  const { html: lang, dir } = localeOf[language];
  const align = dir === "rtl" ? "right" : "left";
  const office = company.offices[0];
  const address = officeAddress(office, language);
  // Some mail clients drop the attributes of <html> and <body>: the tables say the direction too.
  const html = renderToStaticMarkup(
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <title>{options.subject}</title>
      </head>
      <body dir={dir} style={{ margin: 0, background: "#f1f5f9" }}>
        <div style={{ display: "none" }}>{options.preview}</div>
        <table
          role="presentation"
          dir={dir}
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: "#f1f5f9" }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                {/* 600 pixels wide at most, and as wide as the screen on a phone. */}
                <table
                  role="presentation"
                  dir={dir}
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    background: "#ffffff",
                    maxWidth: 600,
                    direction: dir,
                    fontFamily: "Arial,Helvetica,sans-serif",
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        align={align}
                        style={{
                          background: "#0b1f3a",
                          color: "#ffffff",
                          padding: "20px 28px",
                          fontSize: 20,
                          fontWeight: 700,
                          textAlign: align,
                        }}
                      >
                        <bdi>{company.name}</bdi>
                      </td>
                    </tr>
                    <tr>
                      <td align={align} style={{ padding: "28px", fontSize: 15, lineHeight: "22px", textAlign: align }}>
                        <div
                          dir={dir}
                          style={{ fontFamily: "Arial,Helvetica,sans-serif", color: "#0f172a", textAlign: align }}
                        >
                          {options.body}
                        </div>
                      </td>
                    </tr>
                    <tr>
                      <td
                        align={align}
                        style={{
                          padding: "16px 28px",
                          fontSize: 12,
                          color: "#64748b",
                          borderTop: "1px solid #e2e8f0",
                          textAlign: align,
                        }}
                      >
                        <bdi>{company.legalName}</bdi> · <bdi>{address}</bdi> · <span dir="ltr">{company.phone}</span> ·{" "}
                        <span dir="ltr">{company.email}</span>
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
  const footer = `\n\n--\n${company.legalName}\n${address}\n${ltr(company.phone, language)} · ${ltr(company.email, language)}\n`;
  return { subject: options.subject, html: `<!doctype html>${html}`, text: bareAddresses(options.text + footer) };
}

export const paragraphStyle = { margin: "0 0 14px" };

const quoteStyle = { ...paragraphStyle, whiteSpace: "pre-wrap", background: "#f8fafc", padding: 12 } as const;

const buttonStyle = {
  display: "inline-block",
  background: "#0b1f3a",
  color: "#ffffff",
  padding: "12px 22px",
  borderRadius: 6,
  fontWeight: 700,
  textDecoration: "none",
};

/** A paragraph of the message: text in the reader's language, or a quote of what someone wrote. */
type Paragraph = string | { quote: string };

/**
 * A plain message, written once and rendered as both HTML and text: paragraphs, then an optional
 * button (whose address is also spelled out, for mail clients that hide buttons), then the rest,
 * then the sign-off (none with `signOff: null`), in the reader's language.
 */
export function renderMessage(options: {
  company: CompanyFacts;
  language?: Language;
  subject: string;
  preview: string;
  paragraphs: Paragraph[];
  action?: { label: string; url: string };
  /** The addresses of our own site that the paragraphs spell out: they, and only they, become links. */
  links?: string[];
  after?: string[];
  signOff?: string | null;
}): RenderedEmail {
  const language = options.language ?? defaultLanguage;
  const t = translatorFor(language, "emails");
  const signOff = options.signOff === undefined ? t("team", { company: options.company.name }) : options.signOff;
  const after = options.after ?? [];
  const action = options.action;
  const paragraphText = (paragraph: Paragraph) =>
    typeof paragraph === "string" ? paragraph : ownDirection(paragraph.quote, language);
  const text = [
    ...options.paragraphs.map(paragraphText),
    ...(action ? [`${action.label}: ${ltr(action.url, language)}`] : []),
    ...after,
    ...(signOff === null ? [] : [`${t("kindRegards")}\n${signOff}`]),
  ].join("\n\n");
  return renderEmail({
    company: options.company,
    language,
    subject: options.subject,
    preview: options.preview,
    text,
    body: (
      <>
        {options.paragraphs.map((paragraph, index) =>
          typeof paragraph === "string" ? (
            <p key={index} style={{ ...paragraphStyle, whiteSpace: "pre-line" }}>
              {inline(paragraph, options.links)}
            </p>
          ) : (
            <p key={index} dir="auto" style={quoteStyle}>
              {paragraph.quote}
            </p>
          ),
        )}
        {action ? (
          <>
            <p style={{ margin: "22px 0" }}>
              <a href={action.url} style={buttonStyle}>
                {action.label}
              </a>
            </p>
            <p style={{ ...paragraphStyle, fontSize: 13, color: "#475569" }}>
              {t("openAddress")}{" "}
              <a href={action.url} dir="ltr" style={{ wordBreak: "break-all" }}>
                {action.url}
              </a>
            </p>
          </>
        ) : null}
        {after.map((paragraph, index) => (
          <p key={index} style={paragraphStyle}>
            {inline(paragraph, options.links)}
          </p>
        ))}
        {signOff === null ? null : (
          <p style={paragraphStyle}>
            {t("kindRegards")}
            <br />
            {inline(signOff)}
          </p>
        )}
      </>
    ),
  });
}
