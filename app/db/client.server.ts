import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.server";
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
}

const defaultMigrationsFolder = path.resolve("app/db/migrations");

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder, options.poolSize ?? 10)
    : openPglite(options.dataDir ?? null, migrationsFolder, options.startFrom);
}

async function openPostgres(url: string, migrationsFolder: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A connection lost while PostgreSQL restarts must not crash the process: an idle client's error
  // reaches the pool's listener; a checked-out client between two queries of a transaction emits
  // its own, and its next query fails instead (the request answers 503, the job is retried).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  try {
    await underStartupLock(pool, (client) => migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: "postgres",
    db,
    sqlClient: { executeSql: (text, values) => pool.query(text, values) },
    ping: async () => void (await pool.query("select 1")),
    exclusively: (work) => underStartupLock(pool, work),
    close: () => pool.end(),
  };
}

// Any fixed number: instances starting together agree on it and change the schema one at a time.
const startupLockKey = 740_221_909;

/** Runs `work` holding a PostgreSQL advisory lock, so that instances starting at once do not race. */
async function underStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [startupLockKey]);
    return await work(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [startupLockKey]).catch(() => {});
    client.release();
  }
}

async function openPglite(dataDir: string | null, migrationsFolder: string, startFrom?: Blob): Promise<Database> {
  let unlock = async () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
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
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    return {
      kind: "pglite",
      db,
      sqlClient: {
        async executeSql(text, values) {
          if (values && values.length > 0) return client.query(text, values);
          // pg-boss sends multi-statement scripts without parameters; PGlite runs those with exec.
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
      ping: async () => void (await client.query("select 1")),
      // One process owns the embedded database: there is no one to race.
      exclusively: (work) => work(),
      close: async () => {
        await client.close();
        await unlock();
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
