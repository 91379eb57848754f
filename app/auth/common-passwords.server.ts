import { dictionary } from "@zxcvbn-ts/language-common";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";

let common: Set<string> | undefined;

/** True for the passwords people pick most (about 49,000 from breach corpora), in any letter case. */
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** A password on the list of the most common ones: easy to guess (HTTP 400, at the password field). */
class CommonPasswordError extends DomainError {
  constructor() {
    super(400, ...failure("commonPassword", undefined, { field: "password" }));
  }
}

/** Refuses a password people pick most; every way of choosing a password asks this. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new CommonPasswordError();
}
