import { translatorFor } from "~/i18n/catalogues.server";
import { localeOf, type Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import { colours, contentWidth, detail, footerTop, page, party, startPdf } from "~/lib/pdf-document.server";
import { countryName } from "~/i18n/catalogues.server";
import { formatVatRate } from "~/payments/tax";
import { companyFactsIn, officeAddress, type CompanyFacts } from "~/settings/company";

/** What the buyer is quoted: the awarded costs with the margin on them, in dirhams (fils), VAT added. */
export interface CustomerQuotation {
  reference: string;
  language: Language;
  issuedAt: Date;
  /** "YYYY-MM-DD": the earliest validity of the suppliers' quotations it rests on. */
  validUntil: string;
  leadTimeDays: number;
  seller: CompanyFacts;
  buyer: {
    company: string;
    contactName: string;
    email: string;
    phone: string;
    deliveryCity: string;
    country: string;
    neededBy: string;
  };
  /** Every line the buyer asked for; one no supplier priced has no unit price. */
  /** `warranty`: the awarded offer's warranty in the buyer's language (app/quotes/warranty.ts). */
  lines: Array<{ name: string; detail: string; quantity: number; unitMinor?: number; warranty?: string }>;
  subtotalMinor: number;
  vatRateBasisPoints: number;
  vatMinor: number;
  totalMinor: number;
}

const columns = { item: [10, 245], quantity: [258, 40], unit: [302, 86], amount: [392, 88] } as const;

/** The customer quotation as an A4 PDF in the buyer's language, with the company's TRN and the VAT. */
export function renderCustomerQuotationPdf(quotation: CustomerQuotation): Promise<Buffer> {
  const { language, buyer } = quotation;
  const seller = companyFactsIn(quotation.seller, language);
  const t = translatorFor(language, "customerQuotation");
  const locale = localeOf[language].intl;
  const money = (minor: number) => formatMoney(minor, "AED", locale, "always");
  const date = (value: Date | string) => formatLongDate(value, locale);
  const { doc, write, rule, finish } = startPdf(language, {
    Title: `${t("pdf.title")} ${quotation.reference}`,
    Author: seller.legalName,
    Subject: t("pdf.subject", { reference: quotation.reference, company: buyer.company }),
  });
  const { margin } = page;
  const at = (column: keyof typeof columns) => ({ x: margin + columns[column][0], width: columns[column][1] });

  doc.rect(0, 0, page.width, 118).fill(colours.navy);
  write(seller.name, margin, 40, 300, { bold: true, size: 20, colour: "#ffffff" });
  write(seller.tagline, margin, 68, 300, { size: 8.5, colour: "#cbd5e1" });
  write(t("pdf.title"), margin + 300, 42, contentWidth - 300, {
    bold: true,
    size: 11,
    colour: colours.amber,
    align: "right",
  });
  write(quotation.reference, margin + 300, 60, contentWidth - 300, { size: 10, colour: "#ffffff", align: "right" });
  write(date(quotation.issuedAt), margin + 300, 76, contentWidth - 300, { size: 9, colour: "#cbd5e1", align: "right" });

  const columnWidth = (contentWidth - 32) / 2;
  const office = seller.offices[0];
  const country = countryName(buyer.country, language);
  const partyBottom = Math.max(
    party(write, t("pdf.preparedFor"), margin, 150, columnWidth, buyer.company, [
      buyer.contactName,
      buyer.email,
      buyer.phone,
      t("pdf.deliverTo", { city: buyer.deliveryCity, country }),
    ]),
    party(write, t("pdf.from"), margin + columnWidth + 32, 150, columnWidth, seller.legalName, [
      officeAddress(office, language),
      seller.phone,
      seller.email,
      seller.trn ? t("pdf.trn", { trn: seller.trn }) : "",
    ]),
  );

  let y = partyBottom + 28;
  doc.rect(margin, y, contentWidth, 24).fill("#f1f5f9");
  const heading = { bold: true, size: 9, colour: colours.muted };
  write(t("pdf.item"), at("item").x, y + 7, at("item").width, heading);
  write(t("pdf.quantity"), at("quantity").x, y + 7, at("quantity").width, { ...heading, align: "right" });
  write(t("pdf.unitPrice"), at("unit").x, y + 7, at("unit").width, { ...heading, align: "right" });
  write(t("pdf.amount"), at("amount").x, y + 7, at("amount").width, { ...heading, align: "right" });
  y += 24;
  for (const line of quotation.lines) {
    if (y > footerTop - 60) {
      doc.addPage();
      y = margin;
    }
    let bottom = write(line.name, at("item").x, y + 9, at("item").width, { bold: true, size: 9.5 });
    if (line.detail)
      bottom = write(line.detail, at("item").x, bottom + 1, at("item").width, { size: 8, colour: colours.muted });
    if (line.unitMinor === undefined) {
      bottom = write(t("pdf.notAvailable"), at("item").x, bottom + 2, at("item").width, { size: 8, colour: "#b45309" });
    } else if (line.warranty) {
      // A quotation sent before warranties were chosen carries its supplier's words, which keep their own direction.
      const warranty = `\u2068${line.warranty}\u2069`;
      bottom = write(t("pdf.warranty", { warranty }), at("item").x, bottom + 2, at("item").width, {
        size: 8,
        colour: colours.muted,
      });
    }
    write(String(line.quantity), at("quantity").x, y + 9, at("quantity").width, { size: 9.5, align: "right" });
    if (line.unitMinor !== undefined) {
      write(money(line.unitMinor), at("unit").x, y + 9, at("unit").width, { size: 9.5, align: "right" });
      write(money(line.unitMinor * line.quantity), at("amount").x, y + 9, at("amount").width, {
        size: 9.5,
        align: "right",
      });
    }
    y = bottom + 9;
    rule(y);
  }
  // The totals, the terms and the footer need about 240 points: they go on the next page if less is left.
  if (y > footerTop - 240) {
    doc.addPage();
    y = margin;
  }
  y += 6;
  const sums: Array<[string, number]> = [
    [t("pdf.subtotal"), quotation.subtotalMinor],
    [t("pdf.vat", { rate: formatVatRate(quotation.vatRateBasisPoints) }), quotation.vatMinor],
  ];
  for (const [label, amount] of sums) {
    write(label, margin + 200, y + 6, 190, { size: 10 });
    write(money(amount), margin + 390, y + 6, contentWidth - 400, { size: 10, align: "right" });
    y += 20;
  }
  write(t("pdf.total"), margin + 200, y + 8, 190, { bold: true, size: 12 });
  write(money(quotation.totalMinor), margin + 360, y + 8, contentWidth - 370, { bold: true, size: 12, align: "right" });
  y += 40;

  y = detail(write, y, t("pdf.reference"), quotation.reference);
  y = detail(write, y, t("pdf.validUntil"), date(quotation.validUntil));
  y = detail(write, y, t("pdf.delivery"), t("pdf.deliveryDays", { count: quotation.leadTimeDays }));
  y = detail(write, y, t("pdf.neededBy"), date(buyer.neededBy));
  y += 10;
  write(t("pdf.terms"), margin, y, contentWidth, { size: 8.5, colour: colours.muted });

  return finish({
    contact: t("pdf.questions", { email: seller.email, phone: seller.phone, reference: quotation.reference }),
    issuer: [seller.legalName, officeAddress(office, language)],
    trn: seller.trn && t("pdf.trn", { trn: seller.trn }),
  });
}
