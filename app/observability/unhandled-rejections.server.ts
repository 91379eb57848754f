import type { Logger } from "./logger.server";

/**
 * Logs a promise that failed with nothing waiting for it, instead of letting Node end the process.
 * pg-boss 10 (the last version for Node 20) marks a finished job done or failed without waiting:
 * when the database is unreachable at that moment, its rejection would stop the whole server. The
 * job itself is not lost: it stays active and runs again once it expires.
 */
export function logUnhandledRejections(logger: Logger) {
  process.on("unhandledRejection", (reason) => {
    logger.error({ err: reason }, "a background task failed with nothing waiting for it; the server goes on");
  });
}
