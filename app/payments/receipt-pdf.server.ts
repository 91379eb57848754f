import { translatorFor } from "~/i18n/catalogues.server";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { fileResponse } from "~/http/file-response.server";
import { localeOf } from "~/i18n/languages";
import { officeAddress } from "~/settings/company";
import { formatLongDate, formatYears } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { writeText } from "~/lib/pdf-text.server";
import { countryName, type Receipt } from "./receipts.server";
import { formatVatRate } from "./tax";

// The Arabic invoice's title says it in English too, for the supplier's bank and auditors.
const english = translatorFor("en", "emails");

// DejaVu Sans covers Latin and Arabic, so supplier names in either script print correctly; PDFKit
// shapes Arabic (joining forms, lam-alef) itself, and `writeText` orders mixed lines.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(path.resolve("assets/fonts/DejaVuSans.ttf")),
    bold: readFileSync(path.resolve("assets/fonts/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}

const colours = { navy: "#0b1f3a", amber: "#f59e0b", text: "#1e293b", muted: "#64748b", rule: "#e2e8f0" };
const page = { width: 595.28, height: 841.89, margin: 56 };
const contentWidth = page.width - 2 * page.margin;
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/;

/**
 * The UAE tax invoice of one payment as an A4 PDF, in the supplier's language. The layout is drawn
 * for English, left to right; in Arabic every position and alignment is mirrored, so the labels
 * stand on the right and the amounts on the left, and the title also says "TAX INVOICE".
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { seller, supplier, language } = receipt;
  const t = translatorFor(language, "emails");
  const rtl = localeOf[language].dir === "rtl";
  const term = formatYears(receipt.plan.years, translatorFor(language, "shell"));
  const locale = localeOf[language].intl;
  const date = (value: Date) => formatLongDate(value, locale);
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    info: {
      Title: t("receipt.title", { number: receipt.number }),
      Author: seller.legalName,
      Subject: t("invoice.subject", { companyName: supplier.companyName, plan: receipt.plan.label }),
    },
  });
  const { regular, bold } = loadFonts();
  doc.registerFont("regular", regular);
  doc.registerFont("bold", bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const write = (text: string, x: number, y: number, width: number, style: Style = {}) => {
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
  const money = (minor: number) => formatMoney(minor, receipt.currency, locale);
  const { margin } = page;

  // Header band: who issued the invoice, and which invoice this is.
  doc.rect(0, 0, page.width, 118).fill(colours.navy);
  write(seller.name, margin, 40, 300, { bold: true, size: 20, colour: "#ffffff" });
  write(seller.tagline, margin, 68, 300, { size: 8.5, colour: "#cbd5e1" });
  const title = rtl ? `${t("invoice.title")} · ${english("invoice.title")}` : t("invoice.title");
  write(title, margin + 300, 42, contentWidth - 300, {
    bold: true,
    size: 11,
    colour: colours.amber,
    align: "right",
  });
  write(receipt.number, margin + 300, 60, contentWidth - 300, { size: 10, colour: "#ffffff", align: "right" });
  write(date(receipt.paidAt), margin + 300, 76, contentWidth - 300, {
    size: 9,
    colour: "#cbd5e1",
    align: "right",
  });

  // The two parties.
  const columnWidth = (contentWidth - 32) / 2;
  const office = seller.offices[0];
  const partyBottom = Math.max(
    party(write, t("invoice.billedTo"), margin, 150, columnWidth, supplier.companyName, [
      supplier.contactName,
      supplier.email,
      supplier.address,
      t("invoice.cityCountry", { city: supplier.city, country: countryName(supplier.country, language) }),
      ...(supplier.trn ? [t("invoice.trn", { trn: supplier.trn })] : []),
    ]),
    party(write, t("invoice.issuedBy"), margin + columnWidth + 32, 150, columnWidth, seller.legalName, [
      office.streetAddress,
      [office.area, office.city].filter(Boolean).join(localeOf[language].comma),
      [office.country, office.postalCode].filter(Boolean).join(" "),
      seller.phone,
      seller.email,
      // Invoices issued before the TRN was a setting kept the company facts without one.
      ...(seller.trn ? [t("invoice.trn", { trn: seller.trn })] : []),
    ]),
  );

  // What was paid for.
  let y = partyBottom + 28;
  doc.rect(margin, y, contentWidth, 24).fill("#f1f5f9");
  write(t("invoice.description"), margin + 10, y + 7, 300, { bold: true, size: 9, colour: colours.muted });
  write(t("invoice.amount", { currency: receipt.currency }), margin + 300, y + 7, contentWidth - 310, {
    bold: true,
    size: 9,
    colour: colours.muted,
    align: "right",
  });
  y += 24;
  const plan = { plan: receipt.plan.label, duration: term };
  const lines: Array<[string, number]> = [
    [
      receipt.kind === "renewal" ? t("invoice.registrationFeeOnRenewal") : t("invoice.registrationFee"),
      receipt.registrationFeeMinor,
    ],
    [
      receipt.kind === "renewal" ? t("invoice.renewal", plan) : t("invoice.subscription", plan),
      receipt.planAmountMinor,
    ],
  ];
  for (const [description, amount] of lines) {
    const bottom = write(description, margin + 10, y + 10, 330);
    write(money(amount), margin + 340, y + 10, contentWidth - 350, { align: "right" });
    y = bottom + 10;
    doc
      .moveTo(margin, y)
      .lineTo(margin + contentWidth, y)
      .lineWidth(0.75)
      .strokeColor(colours.rule)
      .stroke();
  }
  const sums: Array<[string, number]> = [
    [t("invoice.taxable"), receipt.taxableMinor],
    [t("invoice.vat", { rate: formatVatRate(receipt.vatRateBasisPoints) }), receipt.vatMinor],
  ];
  y += 6;
  for (const [label, amount] of sums) {
    write(label, margin + 10, y + 6, 300, { size: 10 });
    write(money(amount), margin + 300, y + 6, contentWidth - 310, { size: 10, align: "right" });
    y += 20;
  }
  write(t("invoice.total"), margin + 10, y + 8, 300, { bold: true, size: 12 });
  write(money(receipt.totalMinor), margin + 300, y + 8, contentWidth - 310, { bold: true, size: 12, align: "right" });
  y += 30;
  write(receipt.vatNote, margin + 10, y, contentWidth - 20, { size: 8.5, colour: colours.muted });
  y += 26;

  // How it was paid.
  y = detail(write, y, t("invoice.plan"), t("invoice.planTerm", plan));
  y = detail(write, y, t("invoice.currency"), receipt.currency);
  y = detail(
    write,
    y,
    t("invoice.paidThrough"),
    t(receipt.provider === "stripe" ? "invoice.stripe" : "invoice.sandbox"),
  );
  y = detail(write, y, t("invoice.reference"), receipt.providerPaymentId);
  y = detail(write, y, t("invoice.datePaid"), date(receipt.paidAt));
  if (receipt.provider === "sandbox") {
    y += 12;
    doc.rect(margin, y, contentWidth, 34).fill("#fffbeb");
    write(t("invoice.sandboxNotice"), margin + 10, y + 7, contentWidth - 20, { size: 9, colour: "#78350f" });
  }

  // Footer.
  const footerY = page.height - 92;
  doc
    .moveTo(margin, footerY)
    .lineTo(margin + contentWidth, footerY)
    .lineWidth(0.75)
    .strokeColor(colours.rule)
    .stroke();
  const contactLine = t("invoice.questions", { email: seller.email, phone: seller.phone, number: receipt.number });
  const below = write(contactLine, margin, footerY + 12, contentWidth, { size: 8.5, colour: colours.muted });
  const sellerLine = [
    seller.legalName,
    officeAddress(office, language),
    // The TRN and its label stay on one line.
    seller.trn && t("invoice.trn", { trn: seller.trn }).replaceAll(" ", "\u00a0"),
  ]
    .filter(Boolean)
    .join(" · ");
  write(sellerLine, margin, below + 2, contentWidth, { size: 8.5, colour: colours.muted });

  doc.end();
  return done;
}

interface Style {
  bold?: boolean;
  size?: number;
  colour?: string;
  align?: "left" | "right";
}
type Write = (text: string, x: number, y: number, width: number, style?: Style) => number;

/** One party's block: a small heading, the name in bold, then the address lines. Returns the y below it. */
function party(write: Write, heading: string, x: number, y: number, width: number, name: string, lines: string[]) {
  y = write(heading, x, y, width, { bold: true, size: 8, colour: colours.muted }) + 6;
  y = write(name, x, y, width, { bold: true, size: 11 }) + 2;
  for (const line of lines.filter(Boolean)) y = write(line, x, y, width, { size: 9.5 }) + 1;
  return y;
}

function detail(write: Write, y: number, label: string, value: string) {
  write(label, page.margin, y, 130, { size: 9.5, colour: colours.muted });
  return write(value, page.margin + 140, y, contentWidth - 140, { size: 9.5 }) + 5;
}

/** The tax invoice as a PDF download named after its number. */
export async function receiptPdfResponse(receipt: Receipt): Promise<Response> {
  return fileResponse(await renderReceiptPdf(receipt), {
    contentType: "application/pdf",
    fileName: `${receipt.number}.pdf`,
    disposition: "attachment",
  });
}
