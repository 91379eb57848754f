import type { payments, suppliers } from "~/db/schema";
import { renderMessage, type RenderedEmail } from "~/email/layout.server";
import { formatMoney } from "~/lib/money";
import type { CompanyFacts } from "~/settings/company";
import { formatLongDate, formatYears } from "~/lib/dates";

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
    subscription_duration: formatYears(payment.planYears),
    expiry_date: formatLongDate(details.expiresAt),
    dashboard_link: `${appUrl}/supplier-dashboard`,
    image_url: `${appUrl}/logo-dark.svg`,
    seller: company.legalName,
  };
}

export function receiptEmail(
  company: CompanyFacts,
  appUrl: string,
  details: Parameters<typeof receiptPayload>[2] & {
    payment: Parameters<typeof receiptPayload>[2]["payment"] & {
      providerPaymentId: string | null;
      registrationFeeMinor: number;
      planAmountMinor: number;
    };
  },
): RenderedEmail {
  const receipt = receiptPayload(company, appUrl, details);
  const { payment } = details;
  const money = (minor: number) => formatMoney(minor, payment.currency);
  return renderMessage({
    company,
    subject: `Payment receipt: ${receipt.payment_amount} for the ${receipt.subscription_plan} plan`,
    preview: `Your supplier subscription is active until ${receipt.expiry_date}.`,
    paragraphs: [
      `Dear ${receipt.supplier_name},`,
      `Thank you for your payment. The supplier account of ${receipt.company_name} is active until ${receipt.expiry_date}.`,
      [
        `Payment date: ${receipt.payment_date}`,
        `Plan: ${receipt.subscription_plan}, ${receipt.subscription_duration}`,
        ...(payment.registrationFeeMinor > 0 ? [`Registration fee: ${money(payment.registrationFeeMinor)}`] : []),
        `Subscription: ${money(payment.planAmountMinor)}`,
        `Total paid: ${receipt.payment_amount}`,
        `Payment reference: ${payment.providerPaymentId ?? ""}`,
        `Paid to: ${receipt.seller}`,
      ].join("\n"),
    ],
    action: { label: "Go to your dashboard", url: receipt.dashboard_link },
    signOff: `The ${company.name} supplier team`,
  });
}
