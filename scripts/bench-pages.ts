// Page budget: Lighthouse (mobile and desktop) and axe on every public page of the production build.
// Usage: npm run bench:pages [-- [--routes /,/about] [--forms mobile] [--runs 3] [--port 3400]]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { pathInLanguage } from "../app/i18n/languages";
import { publishedPages } from "../app/marketing/public-pages";
import { waitUntilHealthy } from "../app/testing/server-process";
import { chromiumArgs, chromiumPath } from "../tests/chromium";
import { resultsFile } from "./lib/results-file";

const chromeFlags = ["--headless=new", ...chromiumArgs];
// The targets for both languages: 100 in every category, and on a phone (Lighthouse's simulated
// mobile profile) a first paint within 1 s and the largest within 1.2 s; JavaScript per decision
// 0009, and an Arabic page within 10 KB of its English twin.
const targets = {
  performance: 100,
  mobileFcpMs: 1000,
  mobileLcpMs: 1200,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  jsKb: 136,
  arabicExtraJsKb: 10,
};

const { values } = parseArgs({
  options: {
    routes: { type: "string" },
    forms: { type: "string", default: "mobile,desktop" },
    port: { type: "string", default: "3400" },
    runs: { type: "string", default: "1" },
  },
});
if (!/^[1-9]\d*$/.test(values.runs!)) throw new Error(`--runs must be a whole number from 1, not "${values.runs}"`);
const runs = Number(values.runs);
const routes = values.routes ? values.routes.split(",") : publishedPages.map((page) => page.path);
const forms = values.forms!.split(",") as Array<"mobile" | "desktop">;
const base = `http://127.0.0.1:${values.port}`;

interface Row {
  route: string;
  form: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
  cssKb: number;
  axeViolations: number;
  /** Lighthouse's benchmarkIndex (no unit) for the reported run: how fast the machine was, higher is faster. */
  hostSpeed: number;
  /** Every completed run, the reported one among them: the spread that `--runs` is there to show. */
  eachRun: Array<{ performance: number; tbtMs: number; hostSpeed: number }>;
  /** Runs Lighthouse could not complete, after one retry each; any is a miss. */
  failedRuns: number;
}

const server = await startServer();
const rows: Row[] = [];
const unmeasured: string[] = [];
try {
  // Measure the steady state: each page rendered once and served from the page cache.
  for (const route of routes) await fetch(base + route);
  const axeViolations = await runAxe(routes);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    for (const route of routes) {
      for (const form of forms) {
        const { median: lhr, completed, failedRuns } = await medianAudit(route, form, chrome.port);
        if (!lhr) {
          unmeasured.push(`${route} (${form})`);
          console.log(`| ${route} | ${form} | no Lighthouse run completed |`);
          continue;
        }
        const summary = (
          lhr.audits["resource-summary"]?.details as
            { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
        )?.items;
        const kb = (type: string) =>
          Math.round(((summary?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024) * 10) / 10;
        rows.push({
          route,
          form,
          performance: score(lhr, "performance"),
          accessibility: score(lhr, "accessibility"),
          bestPractices: score(lhr, "best-practices"),
          seo: score(lhr, "seo"),
          fcpMs: Math.round(lhr.audits["first-contentful-paint"]!.numericValue ?? 0),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]!.numericValue ?? 0),
          cls: Math.round((lhr.audits["cumulative-layout-shift"]!.numericValue ?? 0) * 1000) / 1000,
          tbtMs: tbtMs(lhr),
          jsKb: kb("script"),
          cssKb: kb("stylesheet"),
          axeViolations: axeViolations.get(route) ?? 0,
          hostSpeed: hostSpeed(lhr),
          eachRun: completed.map((run) => ({
            performance: score(run, "performance"),
            tbtMs: tbtMs(run),
            hostSpeed: hostSpeed(run),
          })),
          failedRuns,
        });
        printRow(rows.at(-1)!);
        if (failedRuns > 0) console.log(`  ${failedRuns} of ${runs} Lighthouse runs of ${route} (${form}) failed`);
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill("SIGTERM");
}

const misses = rows.filter(
  (row) =>
    (row.form === "mobile" &&
      (row.performance < targets.performance || row.fcpMs > targets.mobileFcpMs || row.lcpMs > targets.mobileLcpMs)) ||
    row.accessibility < targets.accessibility ||
    row.bestPractices < targets["best-practices"] ||
    row.seo < targets.seo ||
    row.cls > targets.cls ||
    row.jsKb > targets.jsKb ||
    row.jsKb > englishTwinJsKb(row) + targets.arabicExtraJsKb ||
    row.axeViolations > 0 ||
    row.failedRuns > 0,
);
const file = resultsFile("pages");
writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), runs, targets, rows, unmeasured }, null, 2));
const each = runs === 1 ? "one Lighthouse run" : `the median of ${runs} Lighthouse runs`;
console.log(
  `\n${rows.length + unmeasured.length} measurements (a page in one form, ${each} each); ${misses.length + unmeasured.length} miss a target. Results: ${file}`,
);
for (const miss of misses) console.log(`  misses a target: ${miss.route} (${miss.form})`);
for (const page of unmeasured) console.log(`  not measured, every Lighthouse run failed: ${page}`);
if (misses.length + unmeasured.length > 0) process.exitCode = 1;

/** The JavaScript of an Arabic page's English twin in the same run, when both were measured. */
function englishTwinJsKb(row: Row): number {
  if (!row.route.startsWith("/ar")) return Infinity;
  const twin = rows.find((other) => other.form === row.form && other.route === pathInLanguage(row.route, "en"));
  return twin ? twin.jsKb : Infinity;
}

function printRow(row: Row) {
  if (rows.length === 1) {
    console.log(
      "| route | form | perf | a11y | best practices | SEO | FCP ms | LCP ms | CLS | TBT ms | JS KB | CSS KB | axe | host speed |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  }
  console.log(
    `| ${row.route} | ${row.form} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.fcpMs} | ${row.lcpMs} | ${row.cls} | ${row.tbtMs} | ${row.jsKb} | ${row.cssKb} | ${row.axeViolations} | ${row.hostSpeed} |`,
  );
}

/**
 * The run Lighthouse itself calls the median of `--runs` runs (nearest the median first paint and
 * time to interactive), as its guide to variability advises: one run on a machine whose speed
 * varies this much measures the hour as much as the page.
 */
async function medianAudit(route: string, form: "mobile" | "desktop", port: number) {
  const results: Lhr[] = [];
  for (let run = 0; run < runs; run++) results.push(await audit(route, form, port));
  const completed = filterToValidRuns(results).filter((lhr) => !lhr.runtimeError);
  const median = completed.length > 0 ? computeMedianRun(completed) : undefined;
  return { median, completed, failedRuns: results.length - completed.length };
}

type Lhr = Awaited<ReturnType<typeof audit>>;

function score(lhr: Lhr, category: string) {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function tbtMs(lhr: Lhr) {
  return Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0);
}

function hostSpeed(lhr: Lhr) {
  return Math.round(lhr.environment.benchmarkIndex);
}

/** One Lighthouse run; a run that Chrome itself fails (it happens on a cold start) is tried once more. */
async function audit(route: string, form: "mobile" | "desktop", port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      base + route,
      { port, output: "json", logLevel: "error" },
      form === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt === 2) return lhr;
    console.log(`retrying ${route} (${form}): ${lhr.runtimeError.message}`);
  }
}

async function runAxe(paths: string[]): Promise<Map<string, number>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const counts = new Map<string, number>();
  try {
    const page = await (await browser.newContext()).newPage();
    for (const route of paths) {
      await page.goto(base + route, { waitUntil: "networkidle" });
      const { violations } = await new AxeBuilder({ page }).analyze();
      counts.set(route, violations.length);
      for (const violation of violations) console.log(`axe ${route}: ${violation.id}: ${violation.help}`);
    }
  } finally {
    await browser.close();
  }
  return counts;
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: values.port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitUntilHealthy(base, child);
    return child;
  } catch (error) {
    child.kill();
    throw error;
  }
}
