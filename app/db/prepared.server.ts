import type { Executor } from "./client.server";

/**
 * A query that runs on every request, built and prepared once per database (or transaction) instead
 * of on each call: Drizzle writes a query's SQL anew every time it is built, and PostgreSQL plans a
 * named statement once per connection. `build` must return `.prepare(name)` of one fixed query,
 * with `sql.placeholder` for what varies.
 */
export function preparedOnce<Query>(build: (db: Executor) => Query): (db: Executor) => Query {
  const prepared = new WeakMap<Executor, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = build(db)));
    return query;
  };
}
