import type { Logger } from "~/observability/logger.server";
import { reconcilePayments } from "~/payments/reconcile.server";
import type { PaymentDeps } from "~/payments/payments.server";
import { expireSubscriptions, sendRenewalReminders } from "~/suppliers/subscriptions.server";
import { queues } from "./job-queue.server";

/**
 * The recurring work: reconciling payments every minute, and expiring subscriptions and sending
 * renewal reminders every hour (each reminder goes once, so the hour only bounds the delay).
 */
export async function startScheduledJobs(
  deps: PaymentDeps,
  logger: Logger,
  options: { reconcileAfterSeconds?: number } = {},
): Promise<void> {
  const { jobs } = deps;
  await jobs.schedule(queues.reconcilePayments, "* * * * *", undefined, { retryLimit: 0, expireInSeconds: 50 });
  await jobs.schedule(queues.subscriptionsDaily, "7 * * * *", undefined, { retryLimit: 2, expireInSeconds: 600 });
  await jobs.work(queues.reconcilePayments, async () => {
    const looked = await reconcilePayments(deps, new Date(), options.reconcileAfterSeconds);
    if (looked > 0) logger.info({ payments: looked }, "reconciled unsettled payments");
  });
  await jobs.work(queues.subscriptionsDaily, async () => {
    const expired = await expireSubscriptions(deps);
    const reminded = await sendRenewalReminders(deps);
    if (expired + reminded > 0) logger.info({ expired, reminded }, "subscriptions expired and reminded");
  });
}
