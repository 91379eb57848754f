import { dictionary } from "@zxcvbn-ts/language-common";
import type { Executor } from "~/db/client.server";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { getSecuritySettings } from "~/settings/settings.server";
import { PASSWORD_MAX_LENGTH } from "./auth-forms";

let common: Set<string> | undefined;

/** True for the passwords people pick most (about 49,000 from breach corpora), in any letter case. */
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password the policy does not allow: shorter than the admin's minimum (never below
 * 8), longer than the form takes, or one people pick most. Every way of choosing a password asks
 * this; the forms check the lengths first only to answer sooner.
 */
export async function refuseWeakPassword(db: Executor, password: string): Promise<void> {
  const { passwordMinLength } = await getSecuritySettings(db);
  const field = { field: "password" };
  if (password.length < passwordMinLength) {
    throw new DomainError(400, ...failure("passwordTooShort", { count: passwordMinLength }, field));
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new DomainError(400, ...failure("passwordTooLong", { count: PASSWORD_MAX_LENGTH }, field));
  }
  if (isCommonPassword(password)) throw new DomainError(400, ...failure("commonPassword", undefined, field));
}
