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
 * Checks a typed backup code with `verify` in any letter case: as typed, which codes made before
 * 2026-11-28 (mixed case) need, then in lower case, which later codes are in.
 */
export async function verifyBackupCodeAnyCase<T>(typed: string, verify: (code: string) => Promise<T>): Promise<T> {
  const lower = typed.toLowerCase();
  if (lower === typed) return verify(typed);
  try {
    return await verify(typed);
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_BACKUP_CODE") return verify(lower);
    throw error;
  }
}
