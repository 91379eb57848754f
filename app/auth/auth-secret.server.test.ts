import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./auth-secret.server";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "auth-secret-"));
    expect(resolveAuthSecret({ configured: "s".repeat(40), dataDir })).toBe("s".repeat(40));
  });

  it("generates a secret once, keeps it private in the data folder and reuses it", () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "auth-secret-")), "data");
    const first = resolveAuthSecret({ dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret({ dataDir })).toBe(first);
  });
});
