import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/client.server";
import { startJobQueue } from "~/jobs/job-queue.server";
import { silentLogger } from "./test-database";

declare module "vitest" {
  interface ProvidedContext {
    /** A file holding an image of the embedded database with every migration and the job queue's schema. */
    migratedDatabaseImage: string | undefined;
  }
}

/**
 * Builds the migrated embedded database once for the whole run: a test file that starts from its
 * image skips PGlite's initdb and the migrations, about 4 seconds a file on these machines.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("migratedDatabaseImage", undefined);
    return;
  }
  const database = await openDatabase({ dataDir: null });
  const jobs = await startJobQueue(database, silentLogger);
  await jobs.stop({ graceful: false, wait: true });
  const image = await database.image!();
  await database.close();

  const folder = mkdtempSync(path.join(os.tmpdir(), "falconedge-test-database-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide("migratedDatabaseImage", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
