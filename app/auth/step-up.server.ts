import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { sessions } from "~/db/schema";
import { failure } from "~/i18n/failures.server";
import { DomainError } from "~/lib/errors";
import { limitFailures, limits } from "~/security/rate-limit.server";
import type { Auth } from "./auth.server";
import type { SignedInUser } from "./guards.server";
import { isAccountPassword } from "./passwords.server";
import { claimAuthenticatorCode, normalCode } from "./used-codes.server";

/** Sensitive changes need the owner to have proved who they are this recently (DESIGN §11). */
export const STEP_UP_MINUTES = 10;

/** Whether the session's owner signed in, or confirmed who they are, within the last STEP_UP_MINUTES. */
export function provedRecently(user: Pick<SignedInUser, "verifiedAt">, now = Date.now()): boolean {
  return now - user.verifiedAt.getTime() < STEP_UP_MINUTES * 60_000;
}

/**
 * The signed-in owner proves again who they are, with the password or a code from the
 * authenticator app, before a sensitive change; the session remembers when.
 */
export async function confirmIdentity(
  deps: { db: Db; auth: Auth },
  input: {
    user: SignedInUser;
    headers: Headers;
    password?: string;
    code?: string;
    /** The form's fields that a wrong answer is shown at. */
    fields?: { password: string; code: string };
  },
): Promise<void> {
  const fields = input.fields ?? { password: "stepUpPassword", code: "stepUpCode" };
  // Wrong answers count against the account, as on the change-password form: a stolen session cannot guess.
  await limitFailures(
    deps.db,
    [[limits.currentPasswordGuesses, input.user.id]],
    async () => {
      const proved = input.code
        ? await codeIsRight(deps.auth, input.headers, input.code)
        : Boolean(input.password) && (await isAccountPassword(deps.db, input.user.id, input.password!));
      if (proved && input.code && !(await claimAuthenticatorCode(deps.db, input.user.id, normalCode(input.code)))) {
        throw new DomainError(400, ...failure("codeAlreadyUsed", undefined, { field: fields.code }));
      }
      if (proved) return;
      throw new DomainError(
        400,
        ...(input.code
          ? failure("wrongCode", undefined, { field: fields.code })
          : failure("wrongCurrentPassword", undefined, { field: fields.password })),
      );
    },
    (error) => error instanceof DomainError && error.status === 400,
  );
  await deps.db.update(sessions).set({ verifiedAt: new Date() }).where(eq(sessions.id, input.user.sessionId));
}

async function codeIsRight(auth: Auth, headers: Headers, code: string): Promise<boolean> {
  try {
    await auth.api.verifyTOTP({ body: { code: normalCode(code) }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && (error.body?.code === "INVALID_CODE" || error.body?.code === "TOTP_NOT_ENABLED")) {
      return false;
    }
    throw error;
  }
}
