import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("says which setting names a folder that cannot be made, or a file", () => {
    const file = tempDataDir();
    writeFileSync(file, "not a folder");
    expect(() => createDataDir(path.join(file, "data"))).toThrow(
      `The data folder DATA_DIR (${file}/data) cannot be created: ENOTDIR`,
    );
    expect(() => createDataDir(file)).toThrow(
      `The data folder DATA_DIR (${file}) cannot be created: it is a file, not a folder`,
    );
    const brokenLink = `${file}-link`;
    symlinkSync(path.join(path.dirname(file), "gone"), brokenLink);
    expect(() => createDataDir(brokenLink)).toThrow(
      `The data folder DATA_DIR (${brokenLink}) cannot be created: EEXIST`,
    );
  });

  it.runIf(process.platform === "linux")(
    "fails, rather than never returning, where the parent exists but cannot hold a folder",
    () => {
      expect(() => createDataDir("/proc/data")).toThrow(
        "The data folder DATA_DIR (/proc/data) cannot be created: ENOENT",
      );
    },
  );
});
