import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditEntries, type AuditEntryView } from "./audit-entries";

const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
  id: crypto.randomUUID(),
  createdAt: "2026-11-29T06:00:00Z",
  actorLabel: "ops@falconedge-it.ae",
  actorType: "admin",
  entityType: "supplier",
  entityLabel: "Gulf Racks Trading LLC",
  href: null,
  action: "approve",
  fromState: null,
  toState: null,
  note: null,
  ...overrides,
});

function rendered(entries: AuditEntryView[]): string {
  const Stub = createRoutesStub([{ path: "/", Component: () => <AuditEntries entries={entries} /> }]);
  return renderToString(<Stub />).replace(/<!-- -->/g, "");
}

describe("the audit trail's entries", () => {
  it("name each action in words, whatever way its key is written", () => {
    const html = rendered([entry({ action: "reset_password" }), entry({ action: "markRead" })]);
    expect(html).toContain(">Reset password<");
    expect(html).toContain(">Mark read<");
  });

  it("name each record's states as the admin area does elsewhere", () => {
    const html = rendered([
      entry({ entityType: "supplier", fromState: "pending_review", toState: "approved" }),
      entry({ entityType: "quote-request", fromState: "new", toState: "sourcing" }),
      entry({ entityType: "contact", fromState: "read", toState: "archived" }),
    ]);
    expect(html).toContain("Pending review → Approved");
    expect(html).toContain("New → Sourcing");
    expect(html).toContain("Read → Archived");
  });
});
