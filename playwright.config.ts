import { execFileSync } from "node:child_process";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium";

// A port nothing listens on, chosen once per run: each worker reads this file again and inherits
// the environment, so they all find the same server.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
const e2eDataDir = ".e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey test registers, approves and signs in a supplier through the browser before it checks
  // anything; with two workers on two cores that alone can take 20 seconds, and 40 in a slow hour
  // (the machine's speed varies by two times within a day).
  timeout: 90_000,
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } } }],
  webServer: {
    command: "node tests/e2e/serve.js",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: e2eDataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
  },
});
