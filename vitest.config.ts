import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["app/testing/global-setup.ts"],
    // Test files share one process and its loaded modules: importing the app once instead of once
    // a file halves the run on a two-core machine. Each file still opens its own database.
    isolate: false,
    // Opening a database, and the fuzz test, can take many seconds on a loaded two-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
