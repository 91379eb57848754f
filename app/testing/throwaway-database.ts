import { randomBytes } from "node:crypto";
import pg from "pg";

export const localPostgresUrl = "postgres://postgres@127.0.0.1:5432/postgres";

export interface ThrowawayDatabase {
  url: string;
  /** Drops the database, closing whatever connections are still open to it. */
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`, for one test file or benchmark;
 * null when the server cannot be reached.
 */
export async function createThrowawayDatabase(
  serverUrl = process.env.TEST_DATABASE_URL ?? localPostgresUrl,
  prefix = "test",
): Promise<ThrowawayDatabase | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  if (
    !(await admin.connect().then(
      () => true,
      () => false,
    ))
  )
    return null;
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs one query on the database at `url` over a connection of its own. */
export async function queryDatabase<Row>(url: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}
