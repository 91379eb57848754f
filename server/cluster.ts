import cluster, { type Worker } from "node:cluster";
import type { PageCache } from "~/http/page-cache.server";
import type { Logger } from "~/observability/logger.server";
import { forgetCompanyFacts } from "~/settings/settings.server";

/** How long the primary waits before it tries again a replacement that could not start, at first and at most. */
const firstRetryMs = 1_000;
const lastRetryMs = 30_000;

/** A worker's word to the others that what the public pages show has changed. */
const publicPagesChanged = "public-pages-changed";

/**
 * The primary of a server of several processes (WEB_CONCURRENCY): it serves nothing itself. It
 * starts `processes` workers sharing the port, passes word of a change to the public pages from one to the others,
 * starts a new worker when one dies after it served, and stops them all on SIGTERM or SIGINT. A
 * first worker that dies before it ever listened could not start (its reason is in the log): the
 * others are stopped and the primary exits 1, as a single process would. A replacement that cannot
 * start (the database is down) is tried again, ever less often up to every 30 s, while the others
 * go on serving what they can, or, when none is left, with nothing served meanwhile.
 */
export function runWorkers(processes: number, logger: Logger, workerEnv: Record<string, string>): void {
  let stopping = false;
  let exitCode = 0;
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
  const replacements = new Set<number>();
  let retryAfterMs = firstRetryMs;
  const fork = (replacing = false) => {
    const worker = cluster.fork(workerEnv);
    if (replacing) replacements.add(worker.id);
    worker.on("message", (message) => {
      if (message !== publicPagesChanged) return;
      for (const other of workers()) if (other !== worker && other.isConnected()) other.send(message);
    });
  };
  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    // Every worker may be gone, the next replacement not yet due.
    if (workers().length === 0) process.exit(exitCode);
    for (const worker of workers()) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), 20_000).unref();
  };

  const listened = new Set<number>();
  cluster.on("listening", (worker) => {
    listened.add(worker.id);
    retryAfterMs = firstRetryMs;
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (workers().length === 0) process.exit(exitCode);
      return;
    }
    const workerPid = worker.process.pid;
    if (!listened.has(worker.id) && !replacements.has(worker.id)) {
      logger.fatal({ workerPid, code, signal }, "a server process could not start; stopping the others");
      return stop(1);
    }
    if (!listened.has(worker.id)) {
      logger.error(
        { workerPid, code, signal, retryInSeconds: retryAfterMs / 1000 },
        "a replacement server process could not start; trying again",
      );
      setTimeout(() => stopping || fork(true), retryAfterMs);
      retryAfterMs = Math.min(retryAfterMs * 2, lastRetryMs);
      return;
    }
    logger.error({ workerPid, code, signal }, "a server process stopped unexpectedly; starting another");
    fork(true);
  });
  process.once("SIGTERM", () => stop(0));
  process.once("SIGINT", () => stop(0));
  for (let count = 0; count < processes; count++) fork();
  logger.info({ processes }, `starting ${processes} server processes`);
}

/**
 * In a worker: a clear of this process's page cache (company facts or plans changed) reaches the
 * other workers, which then read the facts afresh, rather than serve their copies up to a minute.
 */
export function sharePageCacheClears(pageCache: PageCache): void {
  if (!cluster.isWorker) return;
  pageCache.announceClearsWith(() => process.send?.(publicPagesChanged));
  process.on("message", (message) => {
    if (message !== publicPagesChanged) return;
    forgetCompanyFacts();
    pageCache.clear({ toldByAnotherProcess: true });
  });
}
