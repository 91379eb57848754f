import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Fingerprint } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "~/components/ui/form-field";
import { usePasskeyCeremony, usePasskeySupport } from "./passkey-ceremony";

/**
 * "Sign in with a passkey" under the password form: the server hands out a challenge, the browser's
 * own prompt signs it with a passkey saved for this site, and the server opens the session. A
 * browser without JavaScript or WebAuthn sees the button disabled and why.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo?: string | null }) {
  const { t } = useTranslation("auth");
  const support = usePasskeySupport();
  const ceremony = usePasskeyCeremony(
    (optionsJSON: PublicKeyCredentialRequestOptionsJSON) =>
      import("@simplewebauthn/browser").then(({ startAuthentication }) => startAuthentication({ optionsJSON })),
    () => ({ intent: "passkey", ...(redirectTo ? { redirectTo } : {}) }),
  );
  const { working } = ceremony;
  const refusal = ceremony.replies.flatMap((reply) =>
    reply?.status === "error" ? Object.values(reply.error ?? {}).flatMap((messages) => messages ?? []) : [],
  );
  const problems = [...refusal, ...(ceremony.cancelled ? [t("passkey.cancelled")] : [])];
  return (
    <div className="mt-6">
      <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <span aria-hidden className="h-px flex-1 bg-slate-200" />
        {t("passkey.or")}
        <span aria-hidden className="h-px flex-1 bg-slate-200" />
      </p>
      <FormAlert id="passkey-error" errors={problems.length ? problems : undefined} />
      <button
        type="button"
        disabled={support !== "yes" || working}
        aria-describedby="passkey-hint"
        onClick={() => ceremony.begin({ intent: "passkey-options" })}
        className="mt-4 flex w-full items-center justify-center gap-2 rounded-md border border-navy-900 px-4 py-2.5 text-sm font-semibold text-navy-900 hover:bg-slate-50 disabled:opacity-60"
      >
        <Fingerprint aria-hidden className="size-4" />
        {working ? t("passkey.waiting") : t("passkey.signIn")}
      </button>
      <p id="passkey-hint" className="mt-2 text-xs text-slate-500">
        {support === "no" ? t("passkey.unsupported") : t("passkey.hint")}
      </p>
    </div>
  );
}
