import { describe, expect, it } from "vitest";
import { readAuditReport } from "./dependency-audit-report";

const counts = (high: number, moderate: number, critical = 0) => ({
  info: 0,
  low: 0,
  moderate,
  high,
  critical,
  total: high + moderate + critical,
});

describe("readAuditReport", () => {
  it("lists high and critical advisories with their fix, and only counts the lower ones", () => {
    const output = JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: {
        lodash: {
          name: "lodash",
          severity: "high",
          isDirect: true,
          via: [{ source: 1523, name: "lodash", title: "Prototype Pollution", severity: "high", range: "<4.17.19" }],
          range: "<=4.17.20",
          fixAvailable: { name: "lodash", version: "4.17.21", isSemVerMajor: false },
        },
        "node-forge": { name: "node-forge", severity: "critical", fixAvailable: true },
        minimist: { name: "minimist", severity: "critical", fixAvailable: false },
        "postcss-url": { name: "postcss-url", severity: "moderate", fixAvailable: true },
      },
      metadata: { vulnerabilities: counts(1, 1, 2), dependencies: { prod: 120, dev: 600, total: 720 } },
    });

    expect(readAuditReport(output)).toEqual({
      checked: true,
      counts: counts(1, 1, 2),
      serious: [
        { name: "lodash", severity: "high", fix: "upgrade lodash to 4.17.21" },
        { name: "node-forge", severity: "critical", fix: "npm audit fix" },
        { name: "minimist", severity: "critical", fix: "no fix published" },
      ],
    });
  });

  it("passes a report whose advisories are all below high", () => {
    const output = JSON.stringify({
      auditReportVersion: 2,
      vulnerabilities: { "postcss-url": { name: "postcss-url", severity: "moderate", fixAvailable: true } },
      metadata: { vulnerabilities: counts(0, 1) },
    });
    expect(readAuditReport(output)).toMatchObject({ checked: true, serious: [] });
  });

  it("says nothing was checked when the advisory service refuses the request", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      method: "POST",
      statusCode: 405,
      body: "",
      error: { summary: "", detail: "" },
    });
    expect(readAuditReport(refused)).toEqual({
      checked: false,
      reason: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(readAuditReport("")).toEqual({ checked: false, reason: "npm audit printed no report" });
  });
});
