import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDataDir } from "~/db/data-dir-lock.server";

/**
 * The secret that signs sessions: AUTH_SECRET when set; otherwise one generated on first start
 * and kept in the data folder, so sessions survive restarts of a single embedded instance.
 */
export function resolveAuthSecret(options: { configured?: string; dataDir: string }): string {
  if (options.configured) return options.configured;
  const file = path.join(options.dataDir, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  createDataDir(options.dataDir);
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
