import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { csvResponse, inBatches } from "~/admin/csv-export.server";
import { auditLog, contactMessages } from "~/db/schema";
import { buildContactRequest } from "~/testing/factories";
import { testDatabaseFixture } from "~/testing/test-database";
import {
  contactsAfter,
  countUnreadContacts,
  listContacts,
  markContactRead,
  setContactStatus,
  type ContactListQuery,
} from "./contact-inbox.server";

const database = testDatabaseFixture();

const admin = { type: "admin" as const, id: "admin-1", label: "ops@falconedge-it.ae" };
const query = (overrides: Partial<ContactListQuery> = {}): ContactListQuery => ({
  folder: "inbox",
  page: 1,
  ...overrides,
});

async function insertMessages(count: number, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
  const start = Date.parse("2026-11-01T06:00:00Z");
  return database.db
    .insert(contactMessages)
    .values(
      Array.from({ length: count }, (_, index) => ({
        ...buildContactRequest(),
        createdAt: new Date(start + index * 60_000),
        ...overrides,
      })),
    )
    .returning();
}

describe("the contact inbox", () => {
  it("lists newest first, keeps archived messages out of the inbox, and counts the unread", async () => {
    const messages = await insertMessages(30);
    await setContactStatus(database.db, messages[0]!.id, "archived", admin);
    await markContactRead(database.db, messages[1]!.id);

    const inbox = await listContacts(database.db, query());
    expect(inbox).toMatchObject({ total: 29, pages: 2 });
    expect(inbox.rows[0]!.id).toBe(messages[29]!.id);
    expect((await listContacts(database.db, query({ folder: "archived" }))).rows.map((row) => row.id)).toEqual([
      messages[0]!.id,
    ]);
    expect(await countUnreadContacts(database.db)).toBe(28);
    expect((await listContacts(database.db, query({ folder: "unread" }))).total).toBe(28);
  });

  it("searches names, companies, emails and the message itself", async () => {
    await insertMessages(3);
    await insertMessages(1, {
      name: "خالد المنصوري",
      company: "Mansoori Logistics",
      email: "khalid@mansoori-logistics.ae",
      message: "We need rugged tablets for 40 drivers in Abu Dhabi.",
    });
    expect((await listContacts(database.db, query({ q: "rugged tablets" }))).total).toBe(1);
    expect((await listContacts(database.db, query({ q: "MANSOORI" }))).total).toBe(1);
    expect((await listContacts(database.db, query({ q: "المنصوري" }))).total).toBe(1);
    expect((await listContacts(database.db, query({ q: "haddad-trading.ae" }))).total).toBe(3);
  });

  it("records archiving and marking unread in the audit trail, and ignores an unknown id", async () => {
    const [message] = await insertMessages(1);
    expect(await setContactStatus(database.db, message!.id, "archived", admin)).toBe(true);
    expect(await setContactStatus(database.db, message!.id, "read", admin)).toBe(true);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, message!.id));
    expect(entries.map((entry) => [entry.action, entry.fromState, entry.toState])).toEqual(
      expect.arrayContaining([
        ["archive", "unread", "archived"],
        ["markRead", "archived", "read"],
      ]),
    );
    expect(await setContactStatus(database.db, "00000000-0000-4000-8000-000000000000", "read", admin)).toBe(false);
  });
});

describe("the CSV export", () => {
  it("streams every matching message in batches, quoting commas, quotes and line breaks, with Arabic intact", async () => {
    await insertMessages(1203);
    await insertMessages(1, {
      name: 'Omar "Abu Yousef" Al-Hashimi',
      company: "شركة الأفق, للتجارة",
      message: "First line,\nsecond line",
      phone: '=HYPERLINK("http://evil.example")',
      createdAt: new Date("2026-11-20T10:00:00Z"),
    });
    const response = csvResponse(
      "contacts.csv",
      [
        ["Name", (row: typeof contactMessages.$inferSelect) => row.name],
        ["Company", (row) => row.company],
        ["Phone", (row) => row.phone],
        ["Message", (row) => row.message],
      ],
      inBatches((last) => contactsAfter(database.db, { folder: "all" }, last)),
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\n");
    expect(lines[0]).toBe("Name,Company,Phone,Message");
    expect(lines[1]).toBe(
      '"Omar ""Abu Yousef"" Al-Hashimi","شركة الأفق, للتجارة","\'=HYPERLINK(""http://evil.example"")","First line,',
    );
    expect(lines[2]).toBe('second line"');
    // The header, 1,204 records (one of them two lines long) and the final line break.
    expect(lines).toHaveLength(1 + 1204 + 1 + 1);
  });
});
