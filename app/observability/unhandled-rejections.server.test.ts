import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// Node ends a process on an unhandled rejection, so the test runs one in a process of its own.
const script = `
import { createLogger } from "./app/observability/logger.server";
import { logUnhandledRejections } from "./app/observability/unhandled-rejections.server";
logUnhandledRejections(createLogger({ level: "error", pretty: false }));
void Promise.reject(new Error("the database did not answer"));
setTimeout(() => console.log("still serving"), 50);
`;

describe("logUnhandledRejections", () => {
  it("logs a rejection nobody waits for and keeps the process running", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("the database did not answer");
    expect(run.stdout).toContain("still serving");
  });
});
