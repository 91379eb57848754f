import { and, eq, gt, lte } from "drizzle-orm";
import { suppliers, subscriptionReminders } from "~/db/schema";
import { renewalReminderEmail } from "~/email/account-templates.server";
import { linkInLanguage } from "~/email/layout.server";
import { queueEmail } from "~/email/outbox.server";
import { localeOf } from "~/i18n/languages";
import type { DomainDeps } from "~/deps";
import { getCompanyFacts } from "~/settings/settings.server";
import { daysLeft } from "./lifecycle";
import { expireSubscription } from "./lifecycle.server";
import { DAY, formatLongDate } from "~/lib/dates";

/** Days before expiry on which a renewal reminder is sent. */
export const reminderDays = [30, 7, 1] as const;

/** Active subscriptions whose expiry has passed become expired (and are told so). Returns how many. */
export async function expireSubscriptions(deps: DomainDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.status, "active"), lte(suppliers.subscriptionExpiresAt, now)));
  for (const supplier of due) await expireSubscription(deps, supplier.id);
  return due.length;
}

/**
 * Emails each active supplier whose subscription ends within 30, 7 or 1 days, once per threshold
 * and subscription period, however often it runs and on however many instances.
 */
export async function sendRenewalReminders(deps: DomainDeps, now = new Date()): Promise<number> {
  const company = await getCompanyFacts(deps.db);
  const upcoming = await deps.db
    .select()
    .from(suppliers)
    .where(
      and(
        eq(suppliers.status, "active"),
        gt(suppliers.subscriptionExpiresAt, now),
        lte(suppliers.subscriptionExpiresAt, new Date(now.getTime() + reminderDays[0] * DAY)),
      ),
    );
  let sent = 0;
  for (const supplier of upcoming) {
    const expiresAt = supplier.subscriptionExpiresAt!;
    const left = daysLeft(expiresAt, now)!;
    const threshold = [...reminderDays].reverse().find((days) => left <= days)!;
    await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(subscriptionReminders)
        .values({ supplierId: supplier.id, expiresAt, daysBefore: threshold })
        .onConflictDoNothing()
        .returning({ supplierId: subscriptionReminders.supplierId });
      if (claimed.length === 0) return;
      const expiresOn = formatLongDate(expiresAt, localeOf[supplier.language].intl);
      await queueEmail(tx, deps.jobs, {
        template: "renewal-reminder",
        to: supplier.email,
        ...renewalReminderEmail(
          company,
          supplier.language,
          supplier,
          expiresOn,
          left,
          linkInLanguage(deps.appUrl, "/supplier-login", supplier.language),
        ),
      });
      sent += 1;
    });
  }
  return sent;
}
