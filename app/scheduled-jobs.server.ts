import { reconcilePayments } from "~/payments/reconcile.server";
import type { PaymentDeps } from "~/payments/payments.server";
import { expireSubscriptions, sendRenewalReminders } from "~/suppliers/subscriptions.server";
import { queues } from "~/jobs/job-queue.server";
import { closeQuoteRequests, sendQuoteReminders } from "~/quotes/deadlines.server";

/**
 * The recurring work: reconciling payments every minute, and expiring subscriptions and sending
 * renewal reminders every hour (each reminder goes once, so the hour only bounds the delay), and
 * quote requests' reminders and closing every minute. A run that fails is logged with what
 * failed; the next run tries again.
 */
export async function startScheduledJobs(
  deps: PaymentDeps,
  options: { reconcileAfterSeconds?: number } = {},
): Promise<void> {
  const { jobs, logger } = deps;
  await jobs.schedule(queues.reconcilePayments, "* * * * *", undefined, { retryLimit: 0, expireInSeconds: 50 });
  await jobs.schedule(queues.subscriptionsHourly, "7 * * * *", undefined, { retryLimit: 2, expireInSeconds: 600 });
  await jobs.schedule(queues.quoteDeadlines, "* * * * *", undefined, { retryLimit: 0, expireInSeconds: 50 });
  await jobs.work(queues.quoteDeadlines, async () => {
    try {
      const reminded = await sendQuoteReminders(deps);
      const closed = await closeQuoteRequests(deps);
      if (reminded + closed > 0) logger.info({ reminded, closed }, "quote requests reminded and closed");
    } catch (error) {
      logger.error({ err: error }, "quote reminders or closing failed; they run again in a minute");
      throw error;
    }
  });
  await jobs.work(queues.reconcilePayments, async () => {
    try {
      const looked = await reconcilePayments(deps, new Date(), options.reconcileAfterSeconds);
      if (looked > 0) logger.info({ payments: looked }, "reconciled unsettled payments");
    } catch (error) {
      logger.error({ err: error }, "payment reconciliation failed; it runs again in a minute");
      throw error;
    }
  });
  await jobs.work(queues.subscriptionsHourly, async () => {
    try {
      const expired = await expireSubscriptions(deps);
      const reminded = await sendRenewalReminders(deps);
      if (expired + reminded > 0) logger.info({ expired, reminded }, "subscriptions expired and reminded");
    } catch (error) {
      logger.error({ err: error }, "expiring subscriptions or sending renewal reminders failed; retried");
      throw error;
    }
  });
}
