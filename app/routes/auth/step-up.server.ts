import { data, redirect, type AppLoadContext } from "react-router";
import type { SignedInUser } from "~/auth/guards.server";
import { withClientAddress } from "~/auth/session-opened.server";
import { confirmIdentity, provedRecently } from "~/auth/step-up.server";
import { failureIn } from "~/i18n/failures.server";
import type { Language } from "~/i18n/languages";
import { DomainError } from "~/lib/errors";

// Sensitive changes (DESIGN §11) ask for the password or a code again when the owner has not proved
// who they are in the last 10 minutes, then go ahead with what was entered.

const proofFields = new Set(["stepUpPassword", "stepUpCode"]);

/** What a page shows to ask for proof: the form's input to send again, and why the last try failed. */
export interface StepUpReply {
  stepUp: { fields: Array<[string, string]>; offerCode: boolean; error: string | null };
}

/**
 * Null when the owner proved who they are recently, or proves it now with the password or code the
 * prompt sent (the session remembers); otherwise the reply (401) that asks for it.
 */
export async function requireRecentProof(
  request: Request,
  context: AppLoadContext,
  user: SignedInUser,
  form: FormData,
  language: Language,
) {
  if (provedRecently(user)) return null;
  const fields: Array<[string, string]> = [];
  for (const [name, value] of form) if (typeof value === "string" && !proofFields.has(name)) fields.push([name, value]);
  const prompt = (error: string | null) =>
    data<StepUpReply>({ stepUp: { fields, offerCode: user.hasSecondFactor, error } }, { status: 401 });

  const password = form.get("stepUpPassword");
  const code = form.get("stepUpCode");
  if (typeof password !== "string" && typeof code !== "string") return prompt(null);
  try {
    await confirmIdentity(context.services, {
      user,
      headers: withClientAddress(request.headers, context.clientIp),
      password: typeof password === "string" && password ? password : undefined,
      code: typeof code === "string" && code.trim() ? code : undefined,
    });
    return null;
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return prompt(failureIn(error, language));
    throw error;
  }
}

/**
 * For a sensitive page read (a CSV export): sends an owner who has not proved who they are recently
 * to /admin/confirm, which comes back here once they have.
 */
export function requireRecentProofToRead(request: Request, user: SignedInUser) {
  if (provedRecently(user)) return;
  const url = new URL(request.url);
  throw redirect(`/admin/confirm?next=${encodeURIComponent(url.pathname + url.search)}`);
}
