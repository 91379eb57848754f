import { translatorFor } from "~/i18n/catalogues.server";
import { readFileSync } from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { fileResponse } from "~/http/file-response.server";
import { formatLongDate, formatYears } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { writeText } from "~/lib/pdf-text.server";
import type { Receipt } from "./receipts.server";
import { formatVatRate } from "./tax";

// Receipts, the admin area and the portal are in English until their own pages are translated.
const english = translatorFor("en", "shell");

// DejaVu Sans covers Latin and Arabic, so supplier names in either script print correctly.
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

/** The UAE tax invoice of one payment as an A4 PDF. */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { seller, supplier } = receipt;
  const doc = new PDFDocument({
    size: "A4",
    margin: page.margin,
    info: {
      Title: `Tax invoice ${receipt.number}`,
      Author: seller.legalName,
      Subject: `${supplier.companyName}: ${receipt.plan.label} plan`,
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
    return writeText(doc, text, x, y, { width, align: style.align });
  };
  const money = (minor: number) => formatMoney(minor, receipt.currency);
  const { margin } = page;

  // Header band: who issued the invoice, and which invoice this is.
  doc.rect(0, 0, page.width, 118).fill(colours.navy);
  write(seller.name, margin, 40, 300, { bold: true, size: 20, colour: "#ffffff" });
  write(seller.tagline, margin, 68, 300, { size: 8.5, colour: "#cbd5e1" });
  write("TAX INVOICE", margin + 300, 42, contentWidth - 300, {
    bold: true,
    size: 11,
    colour: colours.amber,
    align: "right",
  });
  write(receipt.number, margin + 300, 60, contentWidth - 300, { size: 10, colour: "#ffffff", align: "right" });
  write(formatLongDate(receipt.paidAt), margin + 300, 76, contentWidth - 300, {
    size: 9,
    colour: "#cbd5e1",
    align: "right",
  });

  // The two parties.
  const columnWidth = (contentWidth - 32) / 2;
  const office = seller.offices[0];
  const partyBottom = Math.max(
    party(write, "BILLED TO", margin, 150, columnWidth, supplier.companyName, [
      supplier.contactName,
      supplier.email,
      supplier.address,
      `${supplier.city}, ${supplier.country}`,
      ...(supplier.trn ? [`TRN ${supplier.trn}`] : []),
    ]),
    party(write, "ISSUED BY", margin + columnWidth + 32, 150, columnWidth, seller.legalName, [
      office.streetAddress,
      [office.area, office.city].filter(Boolean).join(", "),
      [office.country, office.postalCode].filter(Boolean).join(" "),
      seller.phone,
      seller.email,
      // Invoices issued before the TRN was a setting kept the company facts without one.
      ...(seller.trn ? [`TRN ${seller.trn}`] : []),
    ]),
  );

  // What was paid for.
  let y = partyBottom + 28;
  doc.rect(margin, y, contentWidth, 24).fill("#f1f5f9");
  write("Description", margin + 10, y + 7, 300, { bold: true, size: 9, colour: colours.muted });
  write(`Amount (${receipt.currency})`, margin + 300, y + 7, contentWidth - 310, {
    bold: true,
    size: 9,
    colour: colours.muted,
    align: "right",
  });
  y += 24;
  const lines: Array<[string, number]> = [
    [
      receipt.kind === "renewal"
        ? "Supplier registration fee (not charged on renewal)"
        : "Supplier registration fee (one-time)",
      receipt.registrationFeeMinor,
    ],
    [
      `${receipt.kind === "renewal" ? "Subscription renewal" : "Subscription"}: ${receipt.plan.label} plan, ${formatYears(receipt.plan.years, english)}`,
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
  const vatRate = formatVatRate(receipt.vatRateBasisPoints);
  const sums: Array<[string, number]> = [
    ["Taxable amount", receipt.taxableMinor],
    [`VAT at ${vatRate}`, receipt.vatMinor],
  ];
  y += 6;
  for (const [label, amount] of sums) {
    write(label, margin + 10, y + 6, 300, { size: 10 });
    write(money(amount), margin + 300, y + 6, contentWidth - 310, { size: 10, align: "right" });
    y += 20;
  }
  write("Total paid", margin + 10, y + 8, 300, { bold: true, size: 12 });
  write(money(receipt.totalMinor), margin + 300, y + 8, contentWidth - 310, { bold: true, size: 12, align: "right" });
  y += 30;
  write(receipt.vatNote, margin + 10, y, contentWidth - 20, { size: 8.5, colour: colours.muted });
  y += 26;

  // How it was paid.
  y = detail(write, y, "Plan", `${receipt.plan.label}, ${formatYears(receipt.plan.years, english)}`);
  y = detail(write, y, "Currency", receipt.currency);
  y = detail(write, y, "Paid through", receipt.provider === "stripe" ? "Card payment via Stripe" : "Sandbox");
  y = detail(write, y, "Provider reference", receipt.providerPaymentId);
  y = detail(write, y, "Date paid", formatLongDate(receipt.paidAt));
  if (receipt.provider === "sandbox") {
    y += 12;
    doc.rect(margin, y, contentWidth, 34).fill("#fffbeb");
    write(
      "This payment was made with the sandbox payment provider: no money changed hands. It is not an invoice for a real payment.",
      margin + 10,
      y + 7,
      contentWidth - 20,
      { size: 9, colour: "#78350f" },
    );
  }

  // Footer.
  const footerY = page.height - 92;
  doc
    .moveTo(margin, footerY)
    .lineTo(margin + contentWidth, footerY)
    .lineWidth(0.75)
    .strokeColor(colours.rule)
    .stroke();
  const contactLine = `Questions about this invoice? Email ${seller.email} or call ${seller.phone}, quoting ${receipt.number}.`;
  const below = write(contactLine, margin, footerY + 12, contentWidth, { size: 8.5, colour: colours.muted });
  const sellerLine = [
    seller.legalName,
    `${office.streetAddress}, ${office.area}, ${office.city}`,
    seller.trn && `TRN\u00a0${seller.trn}`,
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
