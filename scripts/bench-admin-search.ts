// The supplier list's search with 10,000 suppliers and the quote inbox with 10,000 requests on the
// embedded database (PGlite), as the admin pages run them (one page of rows plus the count), and the
// counts behind the admin menu's badges, which every admin page reads. Prints p50, p95 and the slowest of each query, and writes the
// figures under bench/results/. Usage: npm run bench:admin
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../app/db/client.server";
import { listAvailablePlans } from "../app/plans/plans.server";
import { countAwaitingReview } from "../app/suppliers/review.server";
import { listSuppliers, type SupplierListQuery } from "../app/suppliers/supplier-list.server";
import { seedDemoData } from "../app/testing/demo-seed";
import { countNewQuoteRequests, listQuoteRequests, type QuoteListQuery } from "../app/quotes/sourcing.server";
import { resultsFile } from "./lib/results-file";

const SUPPLIERS = 10_000;
const QUOTE_REQUESTS = 10_000;
const RUNS = 200;
const TARGET_P95_MS = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-admin-"));
const database = await openDatabase({ dataDir });
try {
  const seeded = await seedDemoData(database.db, {
    suppliers: SUPPLIERS,
    quoteRequests: QUOTE_REQUESTS,
    appUrl: "http://127.0.0.1",
  });
  const plans = await listAvailablePlans(database.db);
  const base: SupplierListQuery = { sort: "newest", page: 1 };
  const searches: Array<[string, SupplierListQuery]> = [
    ["no filter, newest first", base],
    ['search company name ("falcon")', { ...base, q: "falcon" }],
    ['search email ("oasis12")', { ...base, q: "oasis12" }],
    ['search trade licence ("DED-7042")', { ...base, q: "DED-7042" }],
    ["search with no match", { ...base, q: "no such supplier anywhere" }],
    ['search Arabic ("الخليج")', { ...base, q: "الخليج" }],
    ["status active, company A-Z", { ...base, status: "active", sort: "company" }],
    ["plan filter, ending soonest", { ...base, plan: plans[1]!.id, sort: "expiry" }],
    ["search + status, page 3", { ...base, q: "trading", status: "active", page: 3 }],
    ["last page, no filter", { ...base, page: Math.ceil(SUPPLIERS / 25) }],
  ];
  const quotes: QuoteListQuery = { folder: "open", page: 1 };
  const quoteSearches: Array<[string, QuoteListQuery]> = [
    ["quotes: open, newest first", quotes],
    ["quotes: all, newest first", { ...quotes, folder: "all" }],
    ['quotes: search reference ("q-4242")', { ...quotes, folder: "all", q: "q-4242" }],
    ['quotes: search company ("marina")', { ...quotes, folder: "all", q: "marina" }],
    ['quotes: search Arabic ("الواحة")', { ...quotes, folder: "all", q: "الواحة" }],
    ["quotes: won, page 20", { ...quotes, folder: "won", page: 20 }],
    ["quotes: search with no match", { ...quotes, folder: "all", q: "no such buyer anywhere" }],
  ];
  // Each case answers how many rows match.
  const cases: Array<[string, () => Promise<number>]> = [
    ...searches.map(([name, query]): [string, () => Promise<number>] => [
      name,
      async () => (await listSuppliers(database.db, query)).total,
    ]),
    ["menu badge: awaiting review", () => countAwaitingReview(database.db)],
    ...quoteSearches.map(([name, query]): [string, () => Promise<number>] => [
      name,
      async () => (await listQuoteRequests(database.db, query)).total,
    ]),
    ["menu badge: new quote requests", () => countNewQuoteRequests(database.db)],
  ];
  const rows: Array<{ query: string; p50: number; p95: number; max: number; total: number }> = [];
  const all: number[] = [];
  for (const [name, run] of cases) {
    for (let warm = 0; warm < 10; warm += 1) await run();
    const times: number[] = [];
    let total = 0;
    for (let attempt = 0; attempt < RUNS; attempt += 1) {
      const started = performance.now();
      total = await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({ query: name, p50: pick(times, 0.5), p95: pick(times, 0.95), max: times.at(-1)!, total });
  }
  all.sort((a, b) => a - b);
  const overall = pick(all, 0.95);

  console.log(
    `\nAdmin queries, ${seeded.suppliers.toLocaleString("en-GB")} suppliers and ${seeded.quoteRequests.toLocaleString("en-GB")} quote requests on PGlite, ${RUNS} runs each\n`,
  );
  console.log(
    `${"query".padEnd(40)} ${"matches".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.query.padEnd(40)} ${String(row.total).padStart(8)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.max.toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    `\nAll queries: p95 ${overall.toFixed(1)} ms (target < ${TARGET_P95_MS} ms): ${overall < TARGET_P95_MS ? "met" : "NOT MET"}`,
  );
  const file = resultsFile("admin-search");
  writeFileSync(
    file,
    JSON.stringify({ suppliers: seeded.suppliers, runs: RUNS, overallP95Ms: overall, rows }, null, 2),
  );
  console.log(`Written to ${file}`);
  if (overall >= TARGET_P95_MS) process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function pick(sorted: number[], quantile: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;
}
