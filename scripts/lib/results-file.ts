import { mkdirSync } from "node:fs";
import path from "node:path";

/** Where a benchmark run writes its figures: `bench/results/<name>-<time>.json`, a file for each run. */
export function resultsFile(name: string): string {
  mkdirSync("bench/results", { recursive: true });
  return path.join("bench/results", `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
}
