import { translatorFor } from "~/i18n/catalogues.server";
import { providerMessageIn } from "~/i18n/failures.server";
import { localeOf, type Language } from "~/i18n/languages";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import { emails, plans } from "~/db/schema";
import { templatesThat } from "~/email/email-templates";
import { listSupplierPayments } from "~/payments/payments.server";
import { countOpenOpportunities } from "~/quotes/opportunities.server";
import { formatMoney } from "~/lib/money";
import type { Supplier } from "./transition.server";
import { formatYears } from "~/lib/dates";
import { paidPlanLabelIn, planLabelIn } from "~/plans/plans.server";
import { daysLeft, paymentDue, RENEWAL_WINDOW_DAYS } from "./lifecycle";

const supplierPlan = preparedOnce((db) =>
  db
    .select({ label: plans.label, labelAr: plans.labelAr, years: plans.years })
    .from(plans)
    .where(eq(plans.id, sql.placeholder("planId")))
    .prepare("supplier_plan"),
);

/** The emails about the supplier's own account and quotations (`emailTemplates`), not the public forms' acknowledgements. */
const supplierTemplates = templatesThat("supplier");

const latestEmails = preparedOnce((db) =>
  db
    .select({ id: emails.id, subject: emails.subject, createdAt: emails.createdAt, status: emails.status })
    .from(emails)
    .where(and(eq(emails.toAddress, sql.placeholder("email")), inArray(emails.template, supplierTemplates)))
    .orderBy(desc(emails.createdAt))
    .limit(20)
    .prepare("supplier_latest_emails"),
);

/** What the signed-in supplier sees of their own account, in the page's language; every query takes their own id. */
export async function loadSupplierDashboard(db: Executor, supplier: Supplier, language: Language, now = new Date()) {
  const shell = translatorFor(language, "shell");
  const { intl: locale } = localeOf[language];
  const [[plan], history, notifications, openOpportunities] = await Promise.all([
    supplierPlan(db).execute({ planId: supplier.planId }),
    listSupplierPayments(db, supplier.id),
    latestEmails(db).execute({ email: supplier.email }),
    countOpenOpportunities(db, supplier.id, now),
  ]);
  return {
    companyName: supplier.companyName,
    email: supplier.email,
    status: supplier.status,
    plan: { label: plan ? planLabelIn(plan, language) : "", years: plan?.years ?? 1 },
    expiresAt: supplier.subscriptionExpiresAt?.toISOString() ?? null,
    daysLeft: daysLeft(supplier.subscriptionExpiresAt, now),
    canRenew: paymentDue(supplier, now) !== null,
    renewalWindowDays: RENEWAL_WINDOW_DAYS,
    /** Requests the supplier was invited to that still wait for their quotation. */
    openOpportunities,
    /** The emails we sent this supplier (approval, receipts, reminders), newest first. */
    notifications: notifications.map((email) => ({
      id: email.id,
      subject: email.subject,
      date: email.createdAt.toISOString(),
      delivered: email.status === "sent",
    })),
    payments: history
      .filter((payment) => payment.status === "succeeded" || payment.status === "failed")
      .map((payment) => ({
        id: payment.id,
        date: payment.createdAt.toISOString(),
        kind: payment.kind,
        plan: translatorFor(language, "portal")("planTerm", {
          plan: paidPlanLabelIn(payment, language),
          term: formatYears(payment.planYears, shell),
        }),
        amount: formatMoney(payment.amountMinor, payment.currency, locale, "always"),
        status: payment.status,
        reference: payment.providerPaymentId,
        /** Why a payment failed, as the provider said it. */
        reason:
          payment.status === "failed" && payment.failureMessage
            ? providerMessageIn(payment.failureMessage, language)
            : null,
        invoiceNumber: payment.invoiceNumber,
      })),
  };
}
