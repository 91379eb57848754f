// Asks npm's advisory service about every installed dependency (`npm audit`) and fails on a high or
// critical advisory. Exit codes: 0 clean, 1 high or critical advisories, 2 the advisory service
// could not be asked (nothing was checked; `.ci/run` says so and goes on).
// Usage: npm run audit:dependencies
import { spawnSync } from "node:child_process";
import { readAuditReport } from "./dependency-audit-report";

const npm = spawnSync("npm", ["audit", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const outcome = readAuditReport(npm.stdout ?? "");

if (!outcome.checked) {
  console.error(`Dependencies NOT checked: npm's advisory service could not be asked (${outcome.reason}).`);
  process.exit(2);
}
const { counts, serious } = outcome;
const summary = `${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`;
if (serious.length > 0) {
  console.error(`High or critical advisories (${summary}):`);
  for (const advisory of serious) console.error(`  ${advisory.name}: ${advisory.severity}; ${advisory.fix}`);
  console.error("Details: npm audit");
  process.exit(1);
}
console.log(`No high or critical advisories (${summary}).`);
