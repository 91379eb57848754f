import { dictionary } from "@zxcvbn-ts/language-common";

let common: Set<string> | undefined;

/** True for the passwords people pick most (about 49,000 from breach corpora), in any letter case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
