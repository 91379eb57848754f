import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, waitUntilHealthy } from "../../app/testing/server-process";

/** A data folder left by a server's first start: its embedded database has every migration applied. */
const migratedDataDir = ".e2e-data-migrated";

/**
 * Starts a production server once on an empty folder and stops it, so that each later server can
 * start on a copy and skip PGlite's initdb and the migrations (10 seconds or more on these machines).
 */
export async function prepareMigratedDataDir(): Promise<void> {
  const port = await freePort();
  rmSync(migratedDataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: migratedDataDir },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  // The first start creates the database and applies every migration: slow on a busy machine.
  await waitUntilHealthy(`http://127.0.0.1:${port}`, child, { timeoutMs: 180_000, output: () => errors });
  child.kill("SIGTERM");
  if ((await exited) !== 0) throw new Error(`the server did not stop cleanly:\n${errors}`);
}

/** Puts a copy of the migrated database in an empty data folder; the server makes its own secret. */
export function copyMigratedDatabase(dataDir: string): void {
  cpSync(path.join(migratedDataDir, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
}
