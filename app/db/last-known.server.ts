import { expectedFailure, ServiceUnavailableError } from "~/lib/errors";
import type { Executor } from "./client.server";

/** Kept per database, so two databases in one process (tests) never see each other's values. */
const lastRead = new WeakMap<Executor, Map<string, unknown>>();

/**
 * Reads what a page needs to show itself (company facts, plans, fees). While the database is
 * unavailable: the last value this process read, or `fallback` before any, so that a form sent
 * during an outage comes back with the visitor's input and its message instead of an error page.
 */
export async function readOrLastKnown<T>(db: Executor, name: string, read: () => Promise<T>, fallback?: T): Promise<T> {
  try {
    const value = await read();
    let values = lastRead.get(db);
    if (!values) lastRead.set(db, (values = new Map()));
    values.set(name, value);
    return value;
  } catch (error) {
    const known = (lastRead.get(db)?.get(name) as T | undefined) ?? fallback;
    if (known === undefined || !(expectedFailure(error) instanceof ServiceUnavailableError)) throw error;
    return known;
  }
}
