import { renderMessage, type RenderedEmail } from "~/email/layout.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { localeOf } from "~/i18n/languages";
import { formatLongDate } from "~/lib/dates";
import { formatMoney } from "~/lib/money";
import type { CompanyFacts } from "~/settings/company";
import type { CustomerQuotation } from "./customer-quotation-pdf.server";

/** The email that carries the customer quotation's PDF to the buyer, in the buyer's language. */
export function customerQuotationEmail(company: CompanyFacts, quotation: CustomerQuotation): RenderedEmail {
  const { language } = quotation;
  const t = translatorFor(language, "customerQuotation");
  const locale = localeOf[language].intl;
  return renderMessage({
    company,
    language,
    subject: t("email.subject", { reference: quotation.reference, company: company.name }),
    preview: t("email.preview"),
    paragraphs: [
      t("email.greeting", { name: quotation.buyer.contactName }),
      t("email.attached", {
        reference: quotation.reference,
        total: formatMoney(quotation.totalMinor, "AED", locale),
        validUntil: formatLongDate(quotation.validUntil, locale),
      }),
      t("email.order"),
    ],
  });
}
