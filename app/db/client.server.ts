import path from "node:path";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { ServiceUnavailableError } from "~/lib/errors";
import type { Logger } from "~/observability/logger.server";
import { createDataDir, lockDataDir } from "./data-dir-lock.server";
import { keepTypesAsText, transactionWithoutRedundantParsers, withoutRedundantParsers } from "./pglite-parsers.server";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the database or an open transaction: domain functions accept both. */
export type Executor = Db | Tx;

/** The raw SQL interface pg-boss drives; PGlite and pg both fit it. */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  sqlClient: SqlClient;
  ping(): Promise<void>;
  /** Runs `work` while no other instance runs start-up work (schema changes) on the same database. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database as an image that `startFrom` accepts (PGlite only). */
  image?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; without one, PGlite persisted in dataDir (or in memory when dataDir is null). */
  databaseUrl?: string;
  dataDir?: string | null;
  migrationsFolder?: string;
  poolSize?: number;
  /** An image of an embedded database (from `image()`) to start from instead of an empty one. */
  startFrom?: Blob;
  /** The deadline of one database call (DATABASE_TIMEOUT_MS): past it the call fails as unavailable. */
  timeoutMs?: number;
  /** Where a lost connection is reported; silent without one. */
  logger?: Logger;
}

const defaultMigrationsFolder = path.resolve("app/db/migrations");
const DEFAULT_DATABASE_TIMEOUT_MS = 3_000;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder, { max: options.poolSize ?? 10, timeoutMs }, options.logger)
    : openPglite(options.dataDir ?? null, migrationsFolder, timeoutMs, options.startFrom);
}

async function openPostgres(
  url: string,
  migrationsFolder: string,
  limits: { max: number; timeoutMs: number },
  logger?: Logger,
): Promise<Database> {
  const pool = poolWithDeadlines(url, limits);
  // A connection lost while PostgreSQL restarts must not crash the process: an idle client's error
  // reaches the pool's listener; a checked-out client between two queries of a transaction emits
  // its own, and its next query fails instead (the request answers 503, the job is retried).
  // The pool hangs the whole client (its settings, its statements) on the error: the message is the news.
  pool.on("error", (error) =>
    logger?.error(
      { reason: error.message, code: (error as { code?: string }).code },
      "an idle database connection failed",
    ),
  );
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  try {
    await underStartupLock(url, (client) => migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: "postgres",
    db,
    sqlClient: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => void (await pool.query("select 1")),
    exclusively: (work) => underStartupLock(url, work),
    close: () => pool.end(),
  };
}

/**
 * A pool in which no call waits past the deadline: PostgreSQL cancels a statement that runs longer
 * (statement_timeout), the driver gives up on an answer that does not come (a connection that
 * swallows packets), and a free connection is waited for no longer. Such a failure, and a refused
 * or lost connection, is thrown as ServiceUnavailableError; a connection that timed out is closed
 * so the pool replaces it.
 */
function poolWithDeadlines(url: string, { max, timeoutMs }: { max: number; timeoutMs: number }): pg.Pool {
  const silence = new SilenceWindow(timeoutMs);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    // A little longer than the statement's own deadline, so PostgreSQL's cancellation comes first.
    query_timeout: timeoutMs + 500,
    keepAlive: true,
    Client: clientWithDeadline(silence),
  });
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const refusal = typeof args.at(-1) === "function" ? undefined : silence.refusal();
    if (refusal) return Promise.reject(refusal);
    const result = query(...args);
    return result instanceof Promise ? result.catch((error: unknown) => silence.rethrow(error)) : result;
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    const refusal = silence.refusal();
    if (refusal) return Promise.reject(refusal);
    return (connect() as Promise<pg.PoolClient>).catch((error: unknown) => silence.rethrow(error));
  }) as typeof pool.connect;
  return pool;
}

/**
 * Once the database has answered nothing for a whole deadline (a call waited it out, and no other
 * call got an answer meanwhile), the calls that start within one more deadline fail at once instead
 * of each waiting out their own: a request's next query, and the requests arriving meanwhile, answer
 * 503 in milliseconds rather than seconds. The first call after that tries the database again. A
 * busy pool or one bad connection does not count: other calls are still being answered. A refused
 * connection needs none of this: it fails at once by itself.
 */
class SilenceWindow {
  private lastAnswerAt = Date.now();
  private until = 0;
  constructor(private readonly windowMs: number) {}

  refusal(): ServiceUnavailableError | undefined {
    if (Date.now() >= this.until) return undefined;
    return new ServiceUnavailableError("database", new Error(`the database did not answer within ${this.windowMs} ms`));
  }

  /** Every query's answer, on any connection, goes through here. */
  answered<T>(result: T): T {
    this.lastAnswerAt = Date.now();
    return result;
  }

  rethrow(error: unknown): never {
    const now = Date.now();
    if (error instanceof Error && silenceMessages.test(error.message) && now - this.lastAnswerAt >= this.windowMs) {
      this.until = now + this.windowMs;
    }
    return rethrowAsUnavailable(error);
  }
}

/** No answer within the deadline: to a query, to a new connection, or for a free pooled connection. */
const silenceMessages =
  /^(Query read timeout|Connection terminated due to connection timeout|timeout exceeded when trying to connect)/;

/** Connections whose queries, inside a transaction, fail as the pool's do. */
function clientWithDeadline(silence: SilenceWindow) {
  return class ClientWithDeadline extends pg.Client {
    override query(...args: unknown[]): any {
      const result = (super.query as (...args: unknown[]) => unknown)(...args);
      if (!(result instanceof Promise)) return result;
      return result
        .then((answer) => silence.answered(answer))
        .catch((error: unknown) => {
          // The answer may still arrive: this connection cannot be trusted with another query.
          if (error instanceof Error && error.message === "Query read timeout") {
            (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
          }
          return silence.rethrow(error);
        });
    }
  };
}

const connectionErrorCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: statement timeout, shutting down or starting up.
  "57014",
  "57P01",
  "57P02",
  "57P03",
  // The server turns this one away (its database is gone, its login refused): no request can mend it.
  "3D000",
  "28000",
  "28P01",
]);
const connectionErrorMessages =
  /^(timeout exceeded when trying to connect|timeout expired|Query read timeout|Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|database "[^"]*" is not currently accepting connections)/;

/** A driver error that means the database cannot be used now, rather than a wrong statement. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? "";
  // Classes 08 (connection exception) and 53 (insufficient resources: too many connections, out of
  // memory, disk full) say the server cannot serve now, whatever the statement.
  return (
    connectionErrorCodes.has(code) ||
    code.startsWith("08") ||
    code.startsWith("53") ||
    connectionErrorMessages.test(error.message)
  );
}

function rethrowAsUnavailable(error: unknown): never {
  throw isConnectionFailure(error) ? new ServiceUnavailableError("database", error) : error;
}

// Any fixed number: instances starting together agree on it and change the schema one at a time.
const startupLockKey = 740_221_909;

/**
 * Runs `work` holding a PostgreSQL advisory lock, so that instances starting at once do not race.
 * On a connection of its own, without the pool's deadlines: waiting for another instance's
 * migrations, or running a long one, is expected here.
 */
async function underStartupLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [startupLockKey]);
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * PGlite runs one statement or transaction at a time. Calls wait for their turn here, in order,
 * and give up as unavailable when it does not come within the deadline (a transaction that hangs),
 * before they ever reach the database: a call that gave up never runs later. Once it is closed, a
 * call is refused as unavailable.
 */
class Turns {
  private busy = false;
  private closed = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly timeoutMs: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    // PGlite answers within the same tick, so a chain of statements (the email workers taking a
    // backlog) would never let the event loop read a request: each call first lets it look.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.busy) await this.turn();
    else this.busy = true;
    try {
      if (this.closed) throw new ServiceUnavailableError("database", new Error("the embedded database is closed"));
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    }
  }

  /** Closes the database once the calls already made have had their turn. */
  async close(closeDatabase: () => Promise<void>): Promise<void> {
    try {
      await this.run(async () => {
        this.closed = true;
        await closeDatabase();
      });
    } finally {
      this.closed = true;
    }
  }

  private turn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        const waited = new Error(`no turn on the embedded database within ${this.timeoutMs} ms`);
        reject(new ServiceUnavailableError("database", waited));
      }, this.timeoutMs);
      this.waiting.push(start);
    });
  }
}

async function openPglite(
  dataDir: string | null,
  migrationsFolder: string,
  timeoutMs: number,
  startFrom?: Blob,
): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    createDataDir(dataDir);
    unlock = await lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    // pg_trgm: the admin's substring searches use trigram indexes (decision 0003).
    client = new PGlite({
      ...(dataDir ? { dataDir: path.join(dataDir, "pglite") } : {}),
      ...(startFrom ? { loadDataDir: startFrom } : {}),
      extensions: { pg_trgm },
    });
    await client.waitReady;
    keepTypesAsText(client);
    const turns = new Turns(timeoutMs);
    const inTurn = {
      query: (text: string, params?: unknown[], options?: QueryOptions) =>
        turns.run(() => client.query(text, params, withoutRedundantParsers(options))),
      transaction: <T>(work: Parameters<PGlite["transaction"]>[0]) =>
        turns.run(() => client.transaction((tx) => work(transactionWithoutRedundantParsers(tx))) as Promise<T>),
    };
    const db = drizzlePglite({ client: inTurn as unknown as PGlite, schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      kind: "pglite",
      db,
      sqlClient: {
        async executeSql(text, values) {
          if (values && values.length > 0) return inTurn.query(text, values);
          // pg-boss sends multi-statement scripts without parameters; PGlite runs those with exec.
          const results = await turns.run(() => client.exec(text));
          return results.at(-1) ?? { rows: [] };
        },
      },
      ping: async () => void (await inTurn.query("select 1")),
      // One process owns the embedded database: there is no one to race.
      exclusively: (work) => work(),
      close: async () => {
        try {
          await turns.close(() => client.close());
        } catch (error) {
          // A transaction that hangs past the deadline keeps PGlite from closing: the exit ends it.
          if (!(error instanceof ServiceUnavailableError)) throw error;
        } finally {
          await unlock();
        }
      },
      image: () => client.dumpDataDir("none"),
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** Lets pg-boss write inside a Drizzle transaction, so a job commits or rolls back with the data. */
export function sqlClientForTransaction(tx: Executor): SqlClient {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(toSql(text, values));
      return { rows: (result as unknown as { rows: any[] }).rows };
    },
  };
}

function toSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}
