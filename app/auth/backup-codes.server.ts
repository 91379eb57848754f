import { randomInt } from "node:crypto";
import { isAPIError } from "better-auth/api";

/** Lower-case letters and digits that cannot be taken for one another: no 0/o, no 1/l/i. */
const readable = "23456789abcdefghjkmnpqrstuvwxyz";

/**
 * Ten backup codes for better-auth to store, each 10 characters in two groups, as "4f7k2-x9q3m":
 * read off paper by someone who has lost their phone, so in one case and without look-alikes
 * (about 49 bits each, behind the plugin's five-attempt limit).
 */
export function readableBackupCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const code = Array.from({ length: 10 }, () => readable[randomInt(readable.length)]).join("");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Checks a typed backup code with `verify` in any letter case. Codes made since 2026-11-28 are in
 * lower case; older ones mix cases and match only as typed. The likelier spelling goes first, as
 * each refused try counts against the sign-in's attempts: a code typed without a lower-case letter
 * is tried in lower case first, any other as typed first.
 */
export async function verifyBackupCodeAnyCase<T>(typed: string, verify: (code: string) => Promise<T>): Promise<T> {
  const lower = typed.toLowerCase();
  if (lower === typed) return verify(typed);
  const [first, second] = /\p{Ll}/u.test(typed) ? [typed, lower] : [lower, typed];
  try {
    return await verify(first);
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_BACKUP_CODE") return verify(second);
    throw error;
  }
}
