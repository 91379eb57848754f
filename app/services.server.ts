import { registrationOffer } from "~/plans/plans.server";
import { companyFactsForPages } from "~/settings/settings.server";
import { createFirstAdmin, startPasswordResetWorker } from "~/auth/accounts.server";
import { createAuth, type Auth } from "~/auth/auth.server";
import { resolveAuthSecret } from "~/auth/auth-secret.server";
import type { AppLoadContext } from "react-router";
import type { Env } from "~/config/env.server";
import type { DomainDeps } from "~/deps";
import { openDatabase, type Database, type Db } from "~/db/client.server";
import { startEmailWorker } from "~/email/delivery.server";
import { createMailTransport, type MailTransport } from "~/email/transport.server";
import { startJobQueue, type JobQueue } from "~/jobs/job-queue.server";
import { startScheduledJobs } from "~/scheduled-jobs.server";
import { PageCache } from "~/http/page-cache.server";
import type { PaymentProvider } from "~/payments/providers/provider";
import { createSandboxProvider } from "~/payments/providers/sandbox.server";
import { createStripeProvider } from "~/payments/providers/stripe.server";
import type { Logger } from "~/observability/logger.server";
import { linkLifetimeHours } from "~/auth/link-lifetimes";

/** What loaders and actions get from the server: one set per process, shared by every request. */
export interface AppServices {
  env: Env;
  logger: Logger;
  database: Database;
  db: Db;
  jobs: JobQueue;
  mail: MailTransport;
  /** Signs sessions; never sent to the browser. */
  authSecret: string;
  auth: Auth;
  /** Stripe when its keys are set, otherwise the sandbox (test mode, nothing is charged). */
  paymentProvider: PaymentProvider;
  /** Rendered public pages; clear it when what they show changes. */
  pageCache: PageCache;
}

/** The domain's dependencies for one request: its log lines carry the request's id. */
export const domainDeps = ({ services, requestId }: AppLoadContext): DomainDeps => ({
  db: services.db,
  jobs: services.jobs,
  appUrl: services.env.APP_URL,
  logger: services.logger.child({ requestId }),
});

/** The payment domain's dependencies for one request: the domain's and the card payment provider. */
export const paymentDeps = (context: AppLoadContext) => ({
  ...domainDeps(context),
  provider: context.services.paymentProvider,
});

/** How long a rendered public page is served before it is rendered again. */
export const PAGE_CACHE_MS = 25_000;

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    requestId: string;
    cspNonce: string;
    clientIp: string | undefined;
  }
}

export async function startServices(env: Env, logger: Logger): Promise<AppServices & { stop(): Promise<void> }> {
  const authSecret = resolveAuthSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR });
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    timeoutMs: env.DATABASE_TIMEOUT_MS,
    logger,
  });
  logger.info(
    { database: database.kind, dataDir: database.kind === "pglite" ? env.DATA_DIR : undefined },
    "database ready, migrations applied",
  );
  // Read now, so that pages show the company's own facts, and the registration form shows at all,
  // through an outage that begins before anyone has opened a page.
  await Promise.all([companyFactsForPages(database.db), registrationOffer(database.db)]);
  const jobs = await startJobQueue(database, logger, { schedule: true });
  const mail = createMailTransport({ smtpUrl: env.SMTP_URL, logger, timeoutMs: env.SMTP_TIMEOUT_MS });
  // Not awaited: an SMTP server that does not answer must not hold up the start.
  void mail.logReachability();
  await startEmailWorker({ jobs, db: database.db, transport: mail, from: env.MAIL_FROM, logger });
  await startPasswordResetWorker({ db: database.db, jobs, appUrl: env.APP_URL, logger });
  const auth = createAuth({ db: database.db, appUrl: env.APP_URL, secret: authSecret, logger });
  const paymentProvider = createPaymentProvider(env, database.db);
  logger.info(
    { provider: paymentProvider.name },
    env.stripe ? "card payments through Stripe" : "card payments in test mode (sandbox, nothing is charged)",
  );
  await startScheduledJobs(
    { db: database.db, jobs, appUrl: env.APP_URL, provider: paymentProvider, logger },
    {
      reconcileAfterSeconds: env.PAYMENT_RECONCILE_AFTER_SECONDS,
    },
  );
  const firstAdmin = env.ADMIN_EMAIL
    ? await createFirstAdmin({ db: database.db, jobs, appUrl: env.APP_URL, logger }, env.ADMIN_EMAIL)
    : null;
  if (firstAdmin) {
    logger.warn(
      { email: env.ADMIN_EMAIL },
      "created the first admin from ADMIN_EMAIL; its one-time set-password link is printed on the console",
    );
    printAdminLink(env.ADMIN_EMAIL!, firstAdmin.setPasswordUrl);
  }
  return {
    env,
    logger,
    database,
    db: database.db,
    jobs,
    mail,
    authSecret,
    auth,
    paymentProvider,
    pageCache: new PageCache(PAGE_CACHE_MS, { logger }),
    async stop() {
      await jobs.stop({ graceful: true, wait: true, timeout: 10_000 });
      mail.close();
      await database.close();
    },
  };
}

/** Stripe when its keys are set, otherwise the sandbox (test mode, nothing is charged). */
export function createPaymentProvider(env: Env, db: Db): PaymentProvider {
  return env.stripe
    ? createStripeProvider({ secretKey: env.stripe.secretKey, apiUrl: env.stripe.apiUrl })
    : createSandboxProvider({ appUrl: env.APP_URL, db });
}

/** The one-time link of a new admin, for whoever started the server or ran the command. */
export function printAdminLink(email: string, setPasswordUrl: string): void {
  console.log(
    `\nAdmin account for ${email}.\nSet its password within ${linkLifetimeHours.set_password} hours (the link works once):\n\n  ${setPasswordUrl}\n`,
  );
}
