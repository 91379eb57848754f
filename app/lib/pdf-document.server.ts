import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { localeOf, type Language } from "~/i18n/languages";
import { writeText } from "./pdf-text.server";

// The company's A4 documents (tax invoices, customer quotations): one page layout, drawn for English
// left to right and mirrored for Arabic.

// DejaVu Sans covers Latin and Arabic, so names in either script print correctly; PDFKit shapes
// Arabic (joining forms, lam-alef) itself, and `writeText` orders mixed lines.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(path.resolve("assets/fonts/DejaVuSans.ttf")),
    bold: readFileSync(path.resolve("assets/fonts/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

export const colours = { navy: "#0b1f3a", amber: "#f59e0b", text: "#1e293b", muted: "#64748b", rule: "#e2e8f0" };
export const page = { width: 595.28, height: 841.89, margin: 56 };
export const contentWidth = page.width - 2 * page.margin;
/** Where the footer's rule is drawn: what a page holds above it. */
export const footerTop = page.height - 92;
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/;

interface Style {
  bold?: boolean;
  size?: number;
  colour?: string;
  align?: "left" | "right";
}
/** Writes text at a position given for English; returns the y below it. */
export type Write = (text: string, x: number, y: number, width: number, style?: Style) => number;

/**
 * A new A4 document in `language`: `write` places text as the English layout says, and in Arabic
 * mirrors every position and alignment, so labels stand on the right and amounts on the left.
 * `done` resolves with the PDF's bytes once `doc.end()` is called.
 */
export function startPdf(language: Language, info: PDFKit.DocumentInfo) {
  const rtl = localeOf[language].dir === "rtl";
  const doc = new PDFDocument({ size: "A4", margin: page.margin, info });
  const { regular, bold } = loadFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const write: Write = (text, x, y, width, style = {}) => {
    doc
      .font(style.bold ? "bold" : "regular")
      .fontSize(style.size ?? 10)
      .fillColor(style.colour ?? colours.text);
    if (!rtl) return writeText(doc, text, x, y, { width, align: style.align });
    // A line with Arabic words reads right to left; a value alone (a name, an address) in its own direction.
    return writeText(doc, text, page.width - x - width, y, {
      width,
      align: style.align === "right" ? "left" : "right",
      direction: arabicLetter.test(text) ? "rtl" : undefined,
    });
  };
  const rule = (y: number) =>
    doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + contentWidth, y)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke();
  /**
   * The footer every document ends with: a rule, how to ask about it, then who issued it (the TRN
   * and its label kept on one line); ends the document and gives its bytes.
   */
  const finish = (footer: { contact: string; issuer: string[]; trn?: string | false }) => {
    rule(footerTop);
    const small = { size: 8.5, colour: colours.muted };
    const below = write(footer.contact, page.margin, footerTop + 12, contentWidth, small);
    const issuer = [...footer.issuer, footer.trn && footer.trn.replaceAll(" ", "\u00a0")].filter(Boolean).join(" · ");
    write(issuer, page.margin, below + 2, contentWidth, small);
    doc.end();
    return done;
  };
  return { doc, write, rule, finish, rtl };
}

/** One party's block: a small heading, the name in bold, then the address lines. Returns the y below it. */
export function party(
  write: Write,
  heading: string,
  x: number,
  y: number,
  width: number,
  name: string,
  lines: string[],
) {
  y = write(heading, x, y, width, { bold: true, size: 8, colour: colours.muted }) + 6;
  y = write(name, x, y, width, { bold: true, size: 11 }) + 2;
  for (const line of lines.filter(Boolean)) y = write(line, x, y, width, { size: 9.5 }) + 1;
  return y;
}

/** A label and its value on one row below the table. Returns the y below it. */
export function detail(write: Write, y: number, label: string, value: string) {
  write(label, page.margin, y, 130, { size: 9.5, colour: colours.muted });
  return write(value, page.margin + 140, y, contentWidth - 140, { size: 9.5 }) + 5;
}
