import { existsSync, mkdirSync, statSync } from "node:fs";
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
  const folder = path.resolve(dataDir);
  const missing: string[] = [];
  for (let above = folder; !existsSync(above); above = path.dirname(above)) missing.unshift(above);
  try {
    for (const each of missing) mkdirSync(each);
    if (!isFolder(folder)) throw new Error("it is a file, not a folder");
  } catch (error) {
    // Made meanwhile by another process.
    if ((error as NodeJS.ErrnoException).code === "EEXIST" && isFolder(folder)) return;
    throw new Error(`The data folder DATA_DIR (${folder}) cannot be created: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function isFolder(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
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
