import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["app/testing/global-setup.ts"],
    setupFiles: ["app/testing/refuse-queued-queries.ts"],
    // Test files share one process and its loaded modules: importing the app once instead of once
    // a file halves the run on a two-core machine. Each file still opens its own database.
    isolate: false,
    // A file mostly waits on its database (PGlite's WebAssembly or a PostgreSQL server): a worker
    // per core, rather than Vitest's one core fewer, ran the suite in 89 s instead of 150 on two cores.
    // At most four: each worker holds its databases' connections (PostgreSQL allows 100 by default).
    maxWorkers: Math.min(availableParallelism(), 4),
    // Opening a database, and the fuzz test, can take many seconds on a loaded two-core machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
