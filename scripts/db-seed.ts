// Fills the database with demo data: suppliers in every state, payments and contact messages.
// Usage: npm run db:seed            (120 suppliers)
//        npm run db:seed -- --large (10,000 suppliers)
import { parseArgs } from "node:util";
import { loadEnv } from "../app/config/env.server";
import { openDatabase } from "../app/db/client.server";
import { DataDirLockedError } from "../app/db/data-dir-lock.server";
import { databaseHasSuppliers, seedDemoData } from "../app/testing/demo-seed";

const { values } = parseArgs({ options: { large: { type: "boolean", default: false } } });
const env = loadEnv();
let database;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the server first: the embedded database takes one process at a time.`);
    process.exit(1);
  }
  throw error;
}
try {
  if (await databaseHasSuppliers(database.db)) {
    console.error("This database already has suppliers; demo data is only added to an empty one.");
    process.exitCode = 1;
  } else {
    const started = Date.now();
    const added = await seedDemoData(database.db, { suppliers: values.large ? 10_000 : 120 });
    console.log(
      `Added ${added.suppliers.toLocaleString("en-GB")} suppliers, ${added.payments.toLocaleString("en-GB")} payments and ${added.contactMessages} contact messages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
}
