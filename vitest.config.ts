import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    environment: "node",
    // Each file opens its own embedded database, which takes a few seconds of WASM start-up.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
