import { ServiceUnavailableError } from "~/lib/errors";
import { describe, expect, it } from "vitest";
import { settings } from "~/db/schema";
import { createTestDatabase, testDatabaseFixture } from "~/testing/test-database";
import { defaultCompanyFacts } from "./company";
import type { Db } from "~/db/client.server";
import { companyFactsForPages, getCompanyFacts, saveCompanyFacts } from "./settings.server";

const database = testDatabaseFixture();

describe("company facts", () => {
  it("fall back to the defaults when nothing is stored or what is stored is invalid", async () => {
    expect(await getCompanyFacts(database.db, 0)).toEqual(defaultCompanyFacts);
    await database.db.insert(settings).values({ key: "company", value: { email: "not an email" } });
    expect(await getCompanyFacts(database.db, 1_000_000)).toEqual(defaultCompanyFacts);
  });

  it("fall back field by field: one field an older rule let through keeps the admin's other facts", async () => {
    await database.db.insert(settings).values({
      key: "company",
      value: { ...defaultCompanyFacts, phone: `+${"9".repeat(30)}`, name: "Falcon Edge", email: "sales@falcon.ae" },
    });
    const facts = await getCompanyFacts(database.db, 9_000_000);
    expect(facts.phone).toBe(defaultCompanyFacts.phone);
    expect(facts).toMatchObject({ name: "Falcon Edge", email: "sales@falcon.ae" });
  });

  it("take the default Arabic wording when the stored facts were saved before it existed", async () => {
    const { arabic: _none, ...older } = defaultCompanyFacts;
    await database.db.insert(settings).values({ key: "company", value: { ...older, phone: "+971 4 555 0188" } });
    const facts = await getCompanyFacts(database.db, 2_000_000);
    expect(facts.phone).toBe("+971 4 555 0188");
    expect(facts.arabic).toEqual(defaultCompanyFacts.arabic);
  });

  it("show a change saved here at once", async () => {
    await getCompanyFacts(database.db);
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, phone: "+971 4 555 0199" });
    expect((await getCompanyFacts(database.db)).phone).toBe("+971 4 555 0199");
  });

  it("show a change saved by another server within 25 seconds", async () => {
    const start = Date.now() + 60_000;
    expect((await getCompanyFacts(database.db, start)).phone).toBe(defaultCompanyFacts.phone);
    // Another instance writes straight to the database; this one's cache does not know.
    await database.db
      .insert(settings)
      .values({ key: "company", value: { ...defaultCompanyFacts, phone: "+971 4 555 0177" } });
    expect((await getCompanyFacts(database.db, start + 24_999)).phone).toBe(defaultCompanyFacts.phone);
    expect((await getCompanyFacts(database.db, start + 25_000)).phone).toBe("+971 4 555 0177");
  });

  it("are read again when the clock steps back, instead of trusting the copy for longer", async () => {
    const start = Date.now() + 3_600_000;
    expect((await getCompanyFacts(database.db, start)).phone).toBe(defaultCompanyFacts.phone);
    await database.db
      .insert(settings)
      .values({ key: "company", value: { ...defaultCompanyFacts, phone: "+971 4 555 0166" } });
    expect((await getCompanyFacts(database.db, start - 60_000)).phone).toBe("+971 4 555 0166");
  });

  it("are kept apart for two databases in one process", async () => {
    const other = await createTestDatabase();
    try {
      await saveCompanyFacts(database.db, { ...defaultCompanyFacts, email: "sales@falconedge-it.ae" });
      expect((await getCompanyFacts(database.db)).email).toBe("sales@falconedge-it.ae");
      expect((await getCompanyFacts(other.db)).email).toBe(defaultCompanyFacts.email);
    } finally {
      await other.close();
    }
  });
});

describe("company facts for pages", () => {
  /** A database with `facts` stored, whose queries fail as the database layer's do once it goes down. */
  function databaseThatGoesDown(facts: object) {
    let down = false;
    const lost = () => new ServiceUnavailableError("database", new Error("Connection terminated unexpectedly"));
    const where = () => (down ? Promise.reject(lost()) : Promise.resolve([{ value: facts }]));
    const db = { select: () => ({ from: () => ({ where }) }) } as unknown as Db;
    return { db, goDown: () => (down = true) };
  }

  it("are the stored facts while the database answers", async () => {
    await saveCompanyFacts(database.db, { ...defaultCompanyFacts, phone: "+971 4 555 0155" });
    expect((await companyFactsForPages(database.db)).phone).toBe("+971 4 555 0155");
  });

  it("are the defaults when the database has never answered", async () => {
    const { db, goDown } = databaseThatGoesDown({});
    goDown();
    expect(await companyFactsForPages(db)).toEqual(defaultCompanyFacts);
    await expect(getCompanyFacts(db)).rejects.toThrow(ServiceUnavailableError);
  });

  it("are the last facts read during an outage longer than the cache keeps them", async () => {
    const { db, goDown } = databaseThatGoesDown({ phone: "+971 4 555 0144" });
    const start = Date.now();
    expect((await companyFactsForPages(db, start)).phone).toBe("+971 4 555 0144");
    goDown();
    expect((await companyFactsForPages(db, start + 60_000)).phone).toBe("+971 4 555 0144");
    // Nothing is cached as an answer: every later read asks the database again.
    await expect(getCompanyFacts(db, start + 60_000)).rejects.toThrow(ServiceUnavailableError);
  });
});
