import type { RegistrationResponseJSON } from "@simplewebauthn/browser";
import { data, redirect, type AppLoadContext } from "react-router";
import type { $ZodType, output } from "zod/v4/core";
import type { Actor } from "~/audit/audit.server";
import {
  addPasskeySchema,
  authenticatorCodeSchema,
  passwordAgainSchema,
  removeAuthenticatorSchema,
  removePasskeySchema,
  renamePasskeySchema,
} from "~/auth/auth-forms";
import { addPasskey, passkeyCreationOptions, removePasskey, renamePasskey } from "~/auth/passkeys.server";
import { confirmIdentity } from "~/auth/step-up.server";
import type { SignedInUser } from "~/auth/guards.server";
import {
  confirmAuthenticator,
  describeAuthenticatorSetup,
  isAuthenticatorUri,
  removeAuthenticator,
  replaceBackupCodes,
  startAuthenticatorSetup,
} from "~/auth/second-factor.server";
import { withClientAddress } from "~/auth/session-opened.server";
import { parseForm } from "~/forms/parse-form";
import { withFormErrors } from "~/http/route-errors.server";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import { domainDeps } from "~/services.server";

// The second-factor forms of both security pages (an admin's and a supplier's). Every reply says
// which form it answers, so the page shows its messages there.

export const secondFactorIntents = [
  "authenticator-start",
  "authenticator-confirm",
  "authenticator-remove",
  "backup-codes-new",
  "passkey-options",
  "passkey-add",
  "passkey-rename",
  "passkey-remove",
] as const;
type SecondFactorIntent = (typeof secondFactorIntents)[number];

export function isSecondFactorIntent(value: unknown): value is SecondFactorIntent {
  return secondFactorIntents.some((intent) => intent === value);
}

export async function secondFactorAction(
  intent: SecondFactorIntent,
  form: FormData,
  {
    request,
    context,
    user,
    actor,
    language,
  }: {
    request: Request;
    context: AppLoadContext;
    user: SignedInUser;
    actor: Actor;
    language: Language;
  },
) {
  const t = translatorFor(language, "auth");
  // better-auth replaces the session when a second factor comes or goes: the new one keeps the trusted address.
  const headers = withClientAddress(request.headers, context.clientIp);
  const pagePath = new URL(request.url).pathname.replace(/\.data$/, "");
  const deps = { ...domainDeps(context), auth: context.services.auth };
  /** Checks the form against `schema`, then runs `work`; every reply, good or bad, names the form. */
  const handle = <Schema extends $ZodType, Result>(
    schema: Schema,
    work: (value: output<Schema>) => Promise<Result>,
    replyWith: Record<string, unknown> = {},
  ) => {
    const submission = parseForm(form, schema);
    const failures = { language, hideFields: ["password", "code"], replyWith: { form: intent, ...replyWith } };
    if (submission.status !== "success") {
      return data({ ...submission.reply(failures), form: intent, ...replyWith }, { status: 400 });
    }
    return withFormErrors(context, submission, () => work(submission.value), failures);
  };
  // Adding or removing a passkey starts with the password, as every change to how the account signs in does.
  const proveIt = (password: string) =>
    confirmIdentity(deps, { user, headers, password, fields: { password: "password", code: "code" } });

  switch (intent) {
    case "authenticator-start":
      return handle(passwordAgainSchema(t), async ({ password }) => ({
        form: intent,
        setup: await startAuthenticatorSetup(deps.auth, headers, password),
      }));
    case "authenticator-confirm": {
      const uri = form.get("uri");
      if (!isAuthenticatorUri(uri)) return data({ form: intent, setup: null }, { status: 400 });
      const setup = await describeAuthenticatorSetup(uri);
      return handle(
        authenticatorCodeSchema(t),
        async ({ code }) => {
          const { setCookie, showCodes } = await confirmAuthenticator(deps, { userId: user.id, code, headers, actor });
          // The old session is gone: the page loads again with the new one, and shows the codes once.
          return redirect(`${pagePath}?backup-codes=${showCodes}`, { headers: setCookie });
        },
        { setup },
      );
    }
    case "authenticator-remove":
      return handle(removeAuthenticatorSchema(t), async (value) => {
        const { setCookie } = await removeAuthenticator(deps, {
          userId: user.id,
          role: user.role,
          ...value,
          headers,
          actor,
        });
        return redirect(`${pagePath}?two-factor=off`, { headers: setCookie });
      });
    case "backup-codes-new":
      return handle(passwordAgainSchema(t), async ({ password }) => {
        const backupCodes = await replaceBackupCodes(deps, { userId: user.id, password, headers, actor });
        return { form: intent, backupCodes, done: "newCodes" as const };
      });
    case "passkey-options":
      return handle(passwordAgainSchema(t), async ({ password }) => {
        await proveIt(password);
        const { options, setCookie } = await passkeyCreationOptions(deps.auth, headers);
        return data({ form: intent, passkeyOptions: options }, { headers: setCookie });
      });
    case "passkey-add":
      return handle(addPasskeySchema(t), async (value) => {
        // Its shape is the plugin's to check, with the attestation.
        const response = JSON.parse(value.response) as RegistrationResponseJSON;
        await addPasskey(deps, { userId: user.id, headers, response, name: value.name ?? "", actor });
        return redirect(`${pagePath}?passkey=added`);
      });
    case "passkey-rename":
      return handle(renamePasskeySchema(t), async ({ passkeyId, name }) => {
        await renamePasskey(deps.db, { userId: user.id, passkeyId, name });
        return { form: intent, done: "passkeyRenamed" as const };
      });
    case "passkey-remove":
      return handle(removePasskeySchema(t), async ({ password, passkeyId }) => {
        await proveIt(password);
        await removePasskey(deps, { userId: user.id, role: user.role, passkeyId, actor });
        return { form: intent, done: "passkeyRemoved" as const };
      });
  }
}
