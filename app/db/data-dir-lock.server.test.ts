import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./client.server";
import { createDataDir, DataDirLockedError } from "./data-dir-lock.server";

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function tempDataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
  folders.push(folder);
  return path.join(folder, "data");
}

describe("the embedded database's data folder", () => {
  it("refuses a second opener while the first holds it, then lets it in once released", async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`insert into settings (key, value) values ('probe', '"kept"')`);

    await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by another process/);

    await first.close();
    const second = await openDatabase({ dataDir });
    const result = await second.db.execute(sql`select value from settings where key = 'probe'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ value: "kept" }]);
    await second.close();
  });
});

describe("createDataDir", () => {
  it("creates the folder and the missing folders above it, and takes one that exists", () => {
    const dataDir = path.join(tempDataDir(), "nested", "deeper");
    createDataDir(dataDir);
    createDataDir(dataDir);
    expect(existsSync(dataDir)).toBe(true);
  });

  it("says which setting names a folder that cannot be made", () => {
    const file = tempDataDir();
    writeFileSync(file, "not a folder");
    expect(() => createDataDir(path.join(file, "data"))).toThrow(
      new RegExp(`^The data folder DATA_DIR \\(${file}/data\\) cannot be created: ENOTDIR`),
    );
  });

  it("fails, rather than never returning, where the parent exists but cannot hold a folder", () => {
    expect(() => createDataDir("/proc/data")).toThrow(/DATA_DIR \(\/proc\/data\) cannot be created: ENOENT/);
  });
});
