import PgBoss from "pg-boss";
import type { Database } from "~/db/client.server";
import type { Logger } from "~/observability/logger.server";

export type JobQueue = PgBoss;

export const queues = {
  deliverEmail: "email.deliver",
  /** Password reset requests: the page answers at once, the same for every address (decision 0012). */
  passwordReset: "auth.password-reset",
  reconcilePayments: "payments.reconcile",
  /** Expires subscriptions past their end and sends renewal reminders, every hour. */
  subscriptionsHourly: "subscriptions.hourly",
  /** Every minute: reminds invited suppliers 24 hours before a quote request's deadline, and closes it at the deadline. */
  quoteDeadlines: "quotes.deadlines",
} as const;

/** Queues of earlier versions: their schedules and jobs are removed at start. */
const retiredQueues = ["subscriptions.daily"];

/**
 * pg-boss on the app's own connection (PGlite or the pg pool), so jobs live in the same
 * database as the data and can be queued inside the same transaction.
 */
export async function startJobQueue(
  database: Database,
  logger: Logger,
  options: { schedule?: boolean } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: database.sqlClient,
    // Cron schedules (the server's, not the tests'): pg-boss runs each due job once across instances.
    schedule: options.schedule ?? false,
    supervise: true,
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  // pg-boss creates its schema on first start; instances starting together take turns.
  await database.exclusively(async () => {
    await boss.start();
    for (const name of Object.values(queues)) await boss.createQueue(name);
    for (const name of retiredQueues) {
      await boss.unschedule(name);
      await boss.deleteQueue(name);
    }
  });
  return boss;
}
