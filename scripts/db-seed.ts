// Fills the database with demo data: suppliers in every state with their sign-in accounts and
// histories, payments with tax invoices, and contact messages.
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
    const added = await seedDemoData(database.db, { suppliers: values.large ? 10_000 : 120, appUrl: env.APP_URL });
    console.log(
      `Added ${added.suppliers.toLocaleString("en-GB")} suppliers, ${added.payments.toLocaleString("en-GB")} payments and ${added.contactMessages} contact messages in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    // Shown once: only its hash is stored.
    console.log(
      `\nSeeded suppliers who have chosen a password (awaiting payment, active, expired, suspended) sign in at ${env.APP_URL}/supplier-login with their email and this password:\n\n  ${added.supplierPassword}\n`,
    );
    if (added.setPasswordLinks.length > 0) {
      console.log(
        "Approved suppliers choose their password from the approval email's link (valid 72 hours), for example:",
      );
      for (const link of added.setPasswordLinks) console.log(`  ${link.email}  ${link.url}`);
      console.log("Any other approved supplier gets a new link from its admin page: Resend set-password link.");
    }
  }
} finally {
  await database.close();
}
