import { translatorFor } from "~/i18n/catalogues.server";
import type { payments, suppliers } from "~/db/schema";
import { renderMessage, type RenderedEmail } from "~/email/layout.server";
import { formatMoney } from "~/lib/money";
import type { CompanyFacts } from "~/settings/company";
import { formatLongDate, formatYears } from "~/lib/dates";
import { formatVatRate, invoiceNumberText, taxableAmount, vatNote } from "./tax";

// Receipts, the admin area and the portal are in English until their own pages are translated.
const english = translatorFor("en", "shell");

/** The spec's receipt payload (SPEC §3), field by field. */
export function receiptPayload(
  company: CompanyFacts,
  appUrl: string,
  details: {
    supplier: Pick<typeof suppliers.$inferSelect, "contactName" | "email" | "companyName">;
    payment: Pick<typeof payments.$inferSelect, "amountMinor" | "currency" | "planLabel" | "planYears">;
    paidAt: Date;
    expiresAt: Date;
  },
) {
  const { supplier, payment } = details;
  return {
    supplier_name: supplier.contactName,
    to_email: supplier.email,
    payment_amount: formatMoney(payment.amountMinor, payment.currency),
    company_name: supplier.companyName,
    payment_date: formatLongDate(details.paidAt),
    subscription_plan: payment.planLabel,
    subscription_duration: formatYears(payment.planYears, english),
    expiry_date: formatLongDate(details.expiresAt),
    dashboard_link: `${appUrl}/supplier-dashboard`,
    image_url: `${appUrl}/logo-dark.svg`,
    seller: company.legalName,
  };
}

/** The invoice email: the spec's receipt payload, written as a UAE tax invoice. */
export function receiptEmail(
  company: CompanyFacts,
  appUrl: string,
  details: Parameters<typeof receiptPayload>[2] & {
    supplier: { trn: string | null; address: string; city: string; country: string };
    payment: Parameters<typeof receiptPayload>[2]["payment"] & {
      id: string;
      invoiceNumber: number;
      providerPaymentId: string | null;
      registrationFeeMinor: number;
      planAmountMinor: number;
      vatRateBasisPoints: number;
      vatMinor: number;
    };
  },
): RenderedEmail {
  const receipt = receiptPayload(company, appUrl, details);
  const { payment, supplier } = details;
  const money = (minor: number) => formatMoney(minor, payment.currency);
  const invoice = invoiceNumberText(payment.invoiceNumber);
  const office = company.offices[0];
  return renderMessage({
    company,
    subject: `Tax invoice ${invoice}: ${receipt.payment_amount} for the ${receipt.subscription_plan} plan`,
    preview: `Your supplier subscription is active until ${receipt.expiry_date}.`,
    paragraphs: [
      `Dear ${receipt.supplier_name},`,
      `Thank you for your payment. The supplier account of ${receipt.company_name} is active until ${receipt.expiry_date}. Your tax invoice follows; the PDF copy is on your dashboard.`,
      [
        `Tax invoice ${invoice}`,
        `Date: ${receipt.payment_date}`,
        `Issued by: ${[company.legalName, office.streetAddress, office.area, office.city].join(", ")}${company.trn ? `, TRN ${company.trn}` : ""}`,
        `Billed to: ${[receipt.company_name, supplier.address, supplier.city, supplier.country].join(", ")}${supplier.trn ? `, TRN ${supplier.trn}` : ""}`,
      ].join("\n"),
      [
        `Plan: ${receipt.subscription_plan}, ${receipt.subscription_duration}`,
        ...(payment.registrationFeeMinor > 0 ? [`Registration fee: ${money(payment.registrationFeeMinor)}`] : []),
        `Subscription: ${money(payment.planAmountMinor)}`,
        `Taxable amount: ${money(taxableAmount(payment))}`,
        `VAT at ${formatVatRate(payment.vatRateBasisPoints)}: ${money(payment.vatMinor)}`,
        `Total paid: ${receipt.payment_amount}`,
        vatNote(payment),
        `Payment reference: ${payment.providerPaymentId ?? ""}`,
      ].join("\n"),
    ],
    action: { label: "Download the tax invoice (PDF)", url: `${appUrl}/supplier-dashboard/receipts/${payment.id}` },
    signOff: `The ${company.name} supplier team`,
  });
}
