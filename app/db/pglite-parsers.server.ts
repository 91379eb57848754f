import { types, type PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";

/**
 * The types Drizzle reads as text and turns into values itself (dates, timestamps, intervals and
 * their arrays, and numeric arrays): drizzle-orm/pglite asks for them with parsers of its own on
 * every query. PGlite answers a query that brings parsers by first copying its whole table of about
 * 300 parsers, some 120 kB a query: most of what a signed-in page left to the garbage collector on
 * this database. The instance keeps these types as text itself instead, and a query whose parsers ask
 * for nothing more is sent without them (docs/performance.md).
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

/** After the instance is ready: it reads its array types as it starts, which sets their parsers. */
export function keepTypesAsText(client: PGlite): void {
  for (const type of typesKeptAsText) client.parsers[type] = asText;
}

/** `options` without parsers that only keep types as text, which the instance already does. */
export function withoutRedundantParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((type) => keptAsText.has(Number(type)))) return options;
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
