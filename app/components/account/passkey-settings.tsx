import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { Fingerprint, Trash2 } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-field";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatLongDate } from "~/lib/dates";
import { PASSKEY_NAME_MAX_LENGTH } from "~/auth/auth-forms";
import { usePasskeyCeremony, usePasskeySupport } from "~/components/auth/passkey-ceremony";
import { AccountField } from "./account-field";
import { SubmitButton } from "~/components/ui/submit-button";

/** A passkey as the security page lists it (app/auth/passkeys.server.ts). */
export interface PasskeyRow {
  id: string;
  name: string | null;
  createdAt: Date | string | null;
  synced: boolean;
}

/** What the passkey forms answer (routes/auth/second-factor-actions.server.ts). */
interface PasskeyReply {
  form?: string;
  done?: string;
  status?: "error" | "success";
  error?: Record<string, string[] | null> | null;
  initialValue?: Record<string, unknown> | null;
}

const buttonClass =
  "justify-self-start rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60";

/**
 * The passkeys on an admin's or a supplier's security page: listed with their names, renamed and
 * removed without JavaScript; added through the browser's WebAuthn prompt, after the password.
 */
export function PasskeySettings(props: {
  passkeys: PasskeyRow[];
  admin?: boolean;
  reply?: PasskeyReply | null;
  /** Set when the page was loaded again after a passkey was added. */
  added?: boolean;
}) {
  const { t } = useTranslation("account");
  const locale = localeOf[useLanguage()].intl;
  const busy = useNavigation().state === "submitting";
  const { reply } = props;
  // A rename or removal that failed answers for the one passkey it was sent for.
  const failedFor = (form: string, passkeyId: string) =>
    reply?.initialValue?.passkeyId === passkeyId ? errorsOfReply(reply, form) : {};
  const notice = props.added
    ? t("passkeys.addedDone")
    : reply?.done === "passkeyRenamed"
      ? t("passkeys.renamedDone")
      : reply?.done === "passkeyRemoved"
        ? t("passkeys.removedDone")
        : null;

  return (
    <section aria-labelledby="passkeys" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="passkeys" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <Fingerprint aria-hidden className="size-5" /> {t("passkeys.heading")}
      </h2>
      <p className="mt-2 max-w-prose text-sm leading-6 text-slate-600">{t("passkeys.intro")}</p>
      {props.admin ? (
        <p className="mt-2 max-w-prose text-sm leading-6 text-slate-600">{t("passkeys.adminIntro")}</p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {notice}
        </p>
      ) : null}

      {props.passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{t("passkeys.none")}</p>
      ) : (
        <ul aria-label={t("passkeys.listLabel")} className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {props.passkeys.map((passkey) => {
            const renameErrors = failedFor("passkey-rename", passkey.id);
            const removeErrors = failedFor("passkey-remove", passkey.id);
            return (
              <li key={passkey.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="font-medium text-navy-900">
                    <bdi>{passkey.name || t("passkeys.unnamed")}</bdi>
                  </p>
                  <p className="text-sm text-slate-600">
                    {passkey.createdAt
                      ? t("passkeys.added", { date: formatLongDate(passkey.createdAt, locale) })
                      : null}
                    {" · "}
                    {passkey.synced ? t("passkeys.synced") : t("passkeys.singleDevice")}
                  </p>
                </div>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  <details open={Boolean(renameErrors.name)}>
                    <summary className="cursor-pointer font-semibold text-brand-700 underline">
                      {t("passkeys.rename")}
                    </summary>
                    <Form method="post" className="mt-2 grid gap-3 sm:max-w-xs">
                      <input type="hidden" name="intent" value="passkey-rename" />
                      <input type="hidden" name="passkeyId" value={passkey.id} />
                      <AccountField
                        form={`passkey-rename-${passkey.id}`}
                        name="name"
                        label={t("passkeys.newName")}
                        kind="name"
                        required
                        maxLength={PASSKEY_NAME_MAX_LENGTH}
                        defaultValue={passkey.name ?? ""}
                        errors={renameErrors}
                      />
                      <SubmitButton busy={busy} className={buttonClass}>
                        {t("passkeys.save")}
                      </SubmitButton>
                    </Form>
                  </details>
                  <details open={Object.keys(removeErrors).length > 0}>
                    <summary className="cursor-pointer font-semibold text-red-800 underline">
                      {t("passkeys.remove")}
                    </summary>
                    <Form method="post" className="mt-2 grid gap-3 sm:max-w-xs">
                      <input type="hidden" name="intent" value="passkey-remove" />
                      <input type="hidden" name="passkeyId" value={passkey.id} />
                      <FormAlert
                        id={`passkey-remove-${passkey.id}-form-error`}
                        errors={removeErrors[""] ?? undefined}
                      />
                      <AccountField
                        form={`passkey-remove-${passkey.id}`}
                        name="password"
                        label={t("passkeys.password")}
                        kind="password"
                        errors={removeErrors}
                      />
                      <SubmitButton
                        busy={busy}
                        className="inline-flex items-center gap-2 justify-self-start rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
                      >
                        <Trash2 aria-hidden className="size-4" /> {t("passkeys.removeConfirm")}
                      </SubmitButton>
                    </Form>
                  </details>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}

/**
 * Adding a passkey: the password first (the server answers with a WebAuthn challenge), then the
 * browser's own prompt creates the passkey, then the server checks and stores it.
 */
function AddPasskey() {
  const { t } = useTranslation("account");
  const nameRef = useRef("");
  const support = usePasskeySupport();
  const ceremony = usePasskeyCeremony(
    (optionsJSON: PublicKeyCredentialCreationOptionsJSON) =>
      import("@simplewebauthn/browser").then(({ startRegistration }) => startRegistration({ optionsJSON })),
    () => ({ intent: "passkey-add", name: nameRef.current }),
  );
  const [started, finished] = ceremony.replies;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    nameRef.current = String(form.get("name") ?? "");
    ceremony.begin(form);
  };
  const { working, cancelled } = ceremony;
  const errors = { ...errorsOfReply(started, "passkey-options"), ...errorsOfReply(finished, "passkey-add") };
  const formErrors = [
    ...(errors[""] ?? []),
    ...(errors.response ?? []),
    ...(cancelled ? [t("passkeys.cancelled")] : []),
  ];

  return (
    <form method="post" onSubmit={onSubmit} className="mt-5 grid gap-3 sm:max-w-sm">
      <h3 className="font-semibold text-navy-900">{t("passkeys.addTitle")}</h3>
      <input type="hidden" name="intent" value="passkey-options" />
      <FormAlert id="passkey-add-error" errors={formErrors.length ? formErrors : undefined} />
      <AccountField
        form="passkey-add"
        name="name"
        label={t("passkeys.name")}
        kind="name"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        hint={t("passkeys.nameHint")}
        errors={errors}
      />
      <AccountField
        form="passkey-add"
        name="password"
        label={t("passkeys.password")}
        kind="password"
        hint={t("passkeys.passwordHint")}
        errors={errors}
      />
      <SubmitButton busy={working} disabled={support !== "yes"} className={buttonClass}>
        {working ? t("passkeys.waiting") : t("passkeys.add")}
      </SubmitButton>
      {support !== "yes" ? (
        <p className="text-sm text-slate-600">
          {support === "no" ? t("passkeys.unsupported") : t("passkeys.needsScript")}
        </p>
      ) : null}
    </form>
  );
}

const errorsOfReply = (reply: PasskeyReply | null | undefined, form: string) =>
  reply?.form === form && reply.status === "error" ? (reply.error ?? {}) : {};
