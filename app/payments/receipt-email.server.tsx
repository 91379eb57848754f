import { translatorFor } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/languages";
import type { payments, suppliers } from "~/db/schema";
import { linkInLanguage, renderMessage, type RenderedEmail } from "~/email/layout.server";
import { formatMoney } from "~/lib/money";
import { companyFactsIn, officeAddress, type CompanyFacts } from "~/settings/company";
import { formatLongDate, formatYears } from "~/lib/dates";
import { countryName } from "~/i18n/catalogues.server";
import { paidPlanLabelIn } from "~/plans/plans.server";
import { formatVatRate, invoiceNumberText, taxableAmount, vatNote } from "./tax";

/** The spec's receipt payload (SPEC §3), field by field, in the supplier's language. */
export function receiptPayload(
  company: CompanyFacts,
  appUrl: string,
  details: {
    supplier: Pick<typeof suppliers.$inferSelect, "contactName" | "email" | "companyName" | "language">;
    payment: Pick<typeof payments.$inferSelect, "amountMinor" | "currency" | "planLabel" | "planLabelAr" | "planYears">;
    paidAt: Date;
    expiresAt: Date;
  },
) {
  const { supplier, payment } = details;
  const { language } = supplier;
  const locale = localeOf[language].intl;
  return {
    supplier_name: supplier.contactName,
    to_email: supplier.email,
    payment_amount: formatMoney(payment.amountMinor, payment.currency, locale),
    company_name: supplier.companyName,
    payment_date: formatLongDate(details.paidAt, locale),
    subscription_plan: paidPlanLabelIn(payment, language),
    subscription_duration: formatYears(payment.planYears, translatorFor(language, "shell")),
    expiry_date: formatLongDate(details.expiresAt, locale),
    dashboard_link: linkInLanguage(appUrl, "/supplier-dashboard", language),
    image_url: `${appUrl}/logo-dark.svg`,
    seller: company.legalName,
  };
}

/** The invoice email: the spec's receipt payload, written as a UAE tax invoice in the supplier's language. */
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
  const { language } = supplier;
  const t = translatorFor(language, "emails");
  const locale = localeOf[language].intl;
  const money = (amount: number) => ({ amount: formatMoney(amount, payment.currency, locale, "always") });
  const number = invoiceNumberText(payment.invoiceNumber);
  const office = companyFactsIn(company, language).offices[0];
  const trn = (value: string | null) => (value ? t("receipt.trnSuffix", { trn: value }) : "");
  const billedTo = [receipt.company_name, supplier.address, supplier.city, countryName(supplier.country, language)];
  return renderMessage({
    company,
    language,
    subject: t("receipt.subject", { number, amount: receipt.payment_amount, plan: receipt.subscription_plan }),
    preview: t("receipt.preview", { date: receipt.expiry_date }),
    paragraphs: [
      t("greeting", { name: receipt.supplier_name }),
      t("receipt.thanks", { companyName: receipt.company_name, date: receipt.expiry_date }),
      [
        t("receipt.title", { number }),
        t("receipt.date", { date: receipt.payment_date }),
        t("receipt.issuedBy", {
          party: [company.legalName, officeAddress(office, language)].join(t("separator")),
        }) + trn(company.trn),
        t("receipt.billedTo", { party: billedTo.join(t("separator")) }) + trn(supplier.trn),
      ].join("\n"),
      [
        t("receipt.plan", { plan: receipt.subscription_plan, duration: receipt.subscription_duration }),
        ...(payment.registrationFeeMinor > 0
          ? [t("receipt.registrationFee", money(payment.registrationFeeMinor))]
          : []),
        t("receipt.subscription", money(payment.planAmountMinor)),
        t("receipt.taxable", money(taxableAmount(payment))),
        t("receipt.vat", { rate: formatVatRate(payment.vatRateBasisPoints), ...money(payment.vatMinor) }),
        t("receipt.total", money(payment.amountMinor)),
        vatNote(payment, t),
        t("receipt.reference", { reference: payment.providerPaymentId ?? "" }),
      ].join("\n"),
    ],
    // The PDF is the supplier's whatever the page's language: its address has none.
    action: { label: t("receipt.action"), url: `${appUrl}/supplier-dashboard/receipts/${payment.id}` },
    signOff: t("supplierTeam", { company: company.name }),
  });
}
