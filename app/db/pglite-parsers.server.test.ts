import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { openDatabase } from "./client.server";
import { typesKeptAsText, withoutRedundantParsers } from "./pglite-parsers.server";
import { schema } from "./schema";

afterEach(() => vi.restoreAllMocks());

describe("the embedded database's parsers", () => {
  it("keep as text every type Drizzle asks PGlite for as text, so that Drizzle's own parsers can be left out", async () => {
    const asked: Array<QueryOptions | undefined> = [];
    const client = {
      query: async (_text: string, _params: unknown[], options?: QueryOptions) => {
        asked.push(options);
        return { rows: [], fields: [] };
      },
    };
    const db = drizzle({ client: client as unknown as PGlite, schema });
    await db.select().from(schema.settings);
    await db.execute(sql`select now()`);

    expect(asked).toHaveLength(2);
    for (const options of asked) {
      expect(Object.keys(options?.parsers ?? {}).length).toBeGreaterThan(0);
      for (const type of Object.keys(options!.parsers!)) expect(typesKeptAsText).toContain(Number(type));
      expect(withoutRedundantParsers(options)).toEqual({ rowMode: options!.rowMode });
    }
  });

  it("leaves a query that asks for any other parser as it is", () => {
    const otherType: QueryOptions = { rowMode: "array", parsers: { 1184: (value) => value, 16: () => "yes" } };
    const asDates: QueryOptions = { rowMode: "array", parsers: { 1184: (value) => new Date(value) } };
    expect(withoutRedundantParsers(otherType)).toBe(otherType);
    expect(withoutRedundantParsers(asDates)).toBe(asDates);
    expect(withoutRedundantParsers(undefined)).toBeUndefined();
  });

  it("reach PGlite without Drizzle's parsers, in and out of a transaction, and values read as before", async () => {
    const reached: Array<{ inTransaction: boolean; options?: QueryOptions }> = [];
    const query = PGlite.prototype.query;
    vi.spyOn(PGlite.prototype, "query").mockImplementation(function (this: PGlite, text, params, options) {
      reached.push({ inTransaction: false, options });
      return query.call(this, text, params, options);
    });
    const transaction = PGlite.prototype.transaction;
    vi.spyOn(PGlite.prototype, "transaction").mockImplementation(function (this: PGlite, work) {
      return transaction.call(this, (tx: Transaction) =>
        work(
          Object.create(tx, {
            query: {
              value: (text: string, params?: unknown[], options?: QueryOptions) => {
                reached.push({ inTransaction: true, options });
                return tx.query(text, params, options);
              },
            },
          }) as Transaction,
        ),
      ) as never;
    });
    const image = inject("migratedDatabaseImage");
    const startFrom = image ? new Blob([readFileSync(image)]) : undefined;
    const database = await openDatabase({ dataDir: null, startFrom });
    try {
      reached.length = 0;
      const { db } = database;
      await db.insert(schema.settings).values({ key: "parsers-probe", value: { on: true } });
      const [outside] = await db.select().from(schema.settings);
      const [inside] = await db.transaction((tx) => tx.select().from(schema.settings));
      const { rows } = (await db.execute(sql`select updated_at from settings`)) as unknown as {
        rows: Array<{ updated_at: unknown }>;
      };

      expect(reached.some(({ inTransaction }) => inTransaction)).toBe(true);
      expect(reached.some(({ inTransaction }) => !inTransaction)).toBe(true);
      expect(reached.filter(({ options }) => options?.parsers)).toEqual([]);
      expect(outside!.updatedAt).toBeInstanceOf(Date);
      expect(outside!.value).toEqual({ on: true });
      expect(inside).toEqual(outside);
      // A raw query reads a timestamp as the text PostgreSQL sent, as Drizzle's own parsers did.
      expect(rows[0]!.updated_at).toBe(
        (await database.sqlClient.executeSql("select updated_at from settings")).rows[0].updated_at,
      );
      expect(typeof rows[0]!.updated_at).toBe("string");
    } finally {
      await database.close();
    }
  });
});
