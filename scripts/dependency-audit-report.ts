// Reads the JSON that `npm audit --json` prints: either a report (npm 7 and later) or the error it
// got from the registry's advisory service.

type Severity = "info" | "low" | "moderate" | "high" | "critical";

export type AuditOutcome =
  | { checked: false; reason: string }
  | { checked: true; counts: Record<Severity, number>; serious: { name: string; severity: Severity; fix: string }[] };

interface NpmAuditJson {
  message?: string;
  metadata?: { vulnerabilities?: Record<Severity, number> };
  vulnerabilities?: Record<string, { severity: Severity; fixAvailable: boolean | { name: string; version: string } }>;
}

/** High and critical advisories fail the check; lower ones are counted, not listed. */
export function readAuditReport(output: string): AuditOutcome {
  let report: NpmAuditJson;
  try {
    report = JSON.parse(output) as NpmAuditJson;
  } catch {
    return { checked: false, reason: "npm audit printed no report" };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) return { checked: false, reason: report.message ?? "npm audit printed no report" };
  const serious = Object.entries(report.vulnerabilities ?? {})
    .filter(([, advisory]) => advisory.severity === "high" || advisory.severity === "critical")
    .map(([name, advisory]) => ({
      name,
      severity: advisory.severity,
      fix:
        advisory.fixAvailable === true
          ? "npm audit fix"
          : advisory.fixAvailable
            ? `upgrade ${advisory.fixAvailable.name} to ${advisory.fixAvailable.version}`
            : "no fix published",
    }));
  return { checked: true, counts, serious };
}
