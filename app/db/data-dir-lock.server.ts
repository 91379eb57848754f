import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

/** A crashed process's lock goes stale after this, so a restart is never blocked for long. */
const staleAfterMs = 10_000;

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${path.resolve(dataDir)} is already in use by another process. ` +
        "PGlite cannot share a data folder between processes: stop the other server (or command) first, " +
        "or point DATA_DIR at another folder. If the last server there crashed, its lock frees itself " +
        `${staleAfterMs / 1000} s after the crash: start again then.`,
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * Creates the data folder and the folders above it that are missing, one by one: Node's own
 * `recursive` creation never returns where a folder cannot be made though its parent exists
 * (DATA_DIR=/proc/data), and the server would spin instead of saying why it cannot start.
 */
export function createDataDir(dataDir: string): void {
  const missing: string[] = [];
  for (let folder = path.resolve(dataDir); !existsSync(folder); folder = path.dirname(folder)) missing.unshift(folder);
  try {
    for (const folder of missing) mkdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return createDataDir(dataDir);
    throw new Error(
      `The data folder DATA_DIR (${path.resolve(dataDir)}) cannot be created: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

/** Takes an exclusive lock on the data folder; a second process fails at once instead of forking the data. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, ".lock"),
      stale: staleAfterMs,
      update: 2_000,
      realpath: false,
      onCompromised: (error) => {
        console.error(`Lost the lock on ${dataDir}: ${error.message}. Stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
