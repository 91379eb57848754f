import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

/**
 * The types Drizzle reads as text and turns into values itself (dates, timestamps, intervals and
 * their arrays, and numeric arrays): drizzle-orm/pglite asks for them with parsers of its own on
 * every query. PGlite answers a query that brings parsers by first copying its whole table of about
 * 300 parsers, some 120 kB a query: most of what a signed-in page left to the garbage collector on
 * this database. The instance keeps these types as text itself instead, and a query whose parsers ask
 * for nothing more is sent without them (docs/performance.md). So every raw query on the embedded
 * database, pg-boss's too, reads these types as text, where the pg driver makes dates of them;
 * pg-boss reads none of them.
 */
export const typesKeptAsText: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const keptAsText = new Set(typesKeptAsText);
const asText = (value: string) => value;
const probe = "2026-11-29 10:00:00+04";

/** After the instance is ready: it reads its array types as it starts, which sets their parsers. */
export function keepTypesAsText(client: PGlite): void {
  for (const type of typesKeptAsText) client.parsers[type] = asText;
}

/** `options` without parsers that only keep these types as text, which the instance already does. */
export function withoutRedundantParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  const redundant =
    parsers &&
    Object.entries(parsers).every(([type, parse]) => keptAsText.has(Number(type)) && parse(probe, 0) === probe);
  if (!redundant) return options;
  const { parsers: _redundant, ...rest } = options;
  return rest;
}

/** The transaction Drizzle is handed: the same, but its queries leave out redundant parsers. */
export function transactionWithoutRedundantParsers(tx: Transaction): Transaction {
  return Object.create(tx, {
    query: {
      value: (text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(text, params, withoutRedundantParsers(options)),
    },
  }) as Transaction;
}
