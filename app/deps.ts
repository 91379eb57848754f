import type { Db } from "~/db/client.server";
import type { JobQueue } from "~/jobs/job-queue.server";
import type { Logger } from "~/observability/logger.server";

/**
 * What domain functions that change data need: the database, the job queue, the base URL for links
 * in emails, and a logger for what fails without stopping the change. The server builds it per
 * request (`domainDeps` in services.server.ts), tests and scripts build their own.
 */
export interface DomainDeps {
  db: Db;
  jobs: JobQueue;
  appUrl: string;
  logger: Logger;
}
