import { translatorFor } from "~/i18n/catalogues.server";
import { fileResponse } from "~/http/file-response.server";
import { localeOf } from "~/i18n/languages";
import { officeAddress } from "~/settings/company";
import { formatLongDate, formatYears } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { colours, contentWidth, detail, page, party, startPdf } from "~/lib/pdf-document.server";
import { countryName } from "~/i18n/catalogues.server";
import type { Receipt } from "./receipts.server";
import { formatVatRate } from "./tax";

// The Arabic invoice's title says it in English too, for the supplier's bank and auditors.
const english = translatorFor("en", "emails");

/**
 * The UAE tax invoice of one payment as an A4 PDF, in the supplier's language. The layout is drawn
 * for English, left to right; in Arabic every position and alignment is mirrored, so the labels
 * stand on the right and the amounts on the left, and the title also says "TAX INVOICE".
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { seller, supplier, language } = receipt;
  const t = translatorFor(language, "emails");
  const term = formatYears(receipt.plan.years, translatorFor(language, "shell"));
  const locale = localeOf[language].intl;
  const date = (value: Date) => formatLongDate(value, locale);
  const { doc, write, rule, finish, rtl } = startPdf(language, {
    Title: t("receipt.title", { number: receipt.number }),
    Author: seller.legalName,
    Subject: t("invoice.subject", { companyName: supplier.companyName, plan: receipt.plan.label }),
  });
  const money = (minor: number) => formatMoney(minor, receipt.currency, locale, "always");
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
    rule(y);
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
  return finish({
    contact: t("invoice.questions", { email: seller.email, phone: seller.phone, number: receipt.number }),
    issuer: [seller.legalName, officeAddress(office, language)],
    trn: seller.trn && t("invoice.trn", { trn: seller.trn }),
  });
}

/** The tax invoice as a PDF download named after its number. */
export async function receiptPdfResponse(receipt: Receipt): Promise<Response> {
  return fileResponse(await renderReceiptPdf(receipt), {
    contentType: "application/pdf",
    fileName: `${receipt.number}.pdf`,
    disposition: "attachment",
  });
}
