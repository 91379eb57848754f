import { hash, verify, type Options } from "@node-rs/argon2";
import { verifyPassword as verifyOlderHash } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { accounts } from "~/db/schema";

// How passwords are stored (docs/decisions/0010): argon2id at OWASP's settings, 19 MiB of memory,
// two passes, one lane. Hashes made before (better-auth's scrypt, "salt:key" in hex) still verify
// and are replaced at the owner's next sign-in.
// algorithm 2 is the package's Algorithm.Argon2id, a const enum that isolated modules cannot read.
const argon2id = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const satisfies Options;
const currentPrefix = `$argon2id$v=19$m=${argon2id.memoryCost},t=${argon2id.timeCost},p=${argon2id.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2id);
}

export function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  return stored.startsWith("$argon2") ? verify(stored, password) : verifyOlderHash({ hash: stored, password });
}

/** Whether `password` is the account's own; false for an account without a password. */
export async function isAccountPassword(db: Executor, userId: string, password: string): Promise<boolean> {
  const [account] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return account?.hash ? verifyPassword({ hash: account.hash, password }) : false;
}

/** Whether a stored hash was made another way or with other settings than today's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(currentPrefix);
}
