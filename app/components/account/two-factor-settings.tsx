import { Download, KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-field";
import { AccountField } from "./account-field";
import { SubmitButton } from "~/components/ui/submit-button";

/** What the security page's second-factor forms answer (routes/auth/second-factor-actions.server.ts). */
export interface SecondFactorReply {
  form?: string;
  setup?: { uri: string; secret: string; qrSvg: string } | null;
  backupCodes?: string[];
  done?: "enabled" | "removed" | "newCodes" | "passkeyRenamed" | "passkeyRemoved";
  passkeyOptions?: unknown;
  initialValue?: Record<string, unknown> | null;
  status?: "error" | "success";
  error?: Record<string, string[] | null> | null;
}

const buttonClass =
  "justify-self-start rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800 disabled:opacity-60";

/**
 * The authenticator app on an admin's or a supplier's security page: set up with a QR code and a
 * first code, backup codes shown once with a download, new codes, turning it off. No JavaScript needed.
 */
export function TwoFactorSettings(props: {
  status: { authenticator: boolean; pendingAuthenticator: boolean };
  email: string;
  /** The company's name, as the authenticator app and the codes file name the account. */
  company: string;
  /** An admin without a second factor reaches only this page until it is set up. */
  required?: boolean;
  reply?: SecondFactorReply | null;
  /** What the page says after the app was turned on (with its backup codes, shown once) or off. */
  outcome?: { backupCodes: string[] | null; turnedOff: boolean };
}) {
  const { t } = useTranslation("account");
  const busy = useNavigation().state === "submitting";
  const { status, reply } = props;
  const errorsOf = (form: string) => (reply?.form === form && reply.status === "error" ? (reply.error ?? {}) : {});

  const field = (form: string, name: string, label: string, kind: "password" | "code", hint?: string) => (
    <AccountField form={form} name={name} label={label} kind={kind} errors={errorsOf(form)} hint={hint} />
  );

  const setup = reply?.setup && !status.authenticator ? reply.setup : null;
  const backupCodes = reply?.backupCodes ?? props.outcome?.backupCodes;
  const notice = props.outcome?.backupCodes
    ? t("twoFactor.enabled")
    : props.outcome?.turnedOff
      ? t("twoFactor.removed")
      : reply?.done === "newCodes"
        ? t("twoFactor.newCodesDone")
        : null;

  return (
    <section aria-labelledby="two-factor" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="two-factor" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
        <KeyRound aria-hidden className="size-5" /> {t("twoFactor.heading")}
      </h2>
      <p className="mt-2 max-w-prose text-sm leading-6 text-slate-600">{t("twoFactor.intro")}</p>
      <p
        className={`mt-3 inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium ${status.authenticator ? "bg-green-50 text-green-900" : "bg-slate-100 text-slate-700"}`}
      >
        {status.authenticator ? (
          <ShieldCheck aria-hidden className="size-4" />
        ) : (
          <ShieldOff aria-hidden className="size-4" />
        )}
        {status.authenticator ? t("twoFactor.on") : t("twoFactor.off")}
      </p>
      {notice ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          {notice}
        </p>
      ) : null}
      {props.required && !status.authenticator ? (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          {t("twoFactor.adminRequired")}
        </p>
      ) : null}

      {backupCodes ? (
        <div className="mt-5 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-navy-900">{t("twoFactor.backupTitle")}</h3>
          <p className="mt-1 text-sm text-slate-700">{t("twoFactor.backupIntro")}</p>
          <ul
            dir="ltr"
            className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm sm:max-w-sm"
            aria-label={t("twoFactor.backupTitle")}
          >
            {backupCodes.map((code) => (
              <li key={code} className="rounded bg-white px-2 py-1 text-center ring-1 ring-amber-200">
                {code}
              </li>
            ))}
          </ul>
          <a
            download="backup-codes.txt"
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(
              [t("twoFactor.backupFile", { email: props.email, company: props.company }), "", ...backupCodes, ""].join(
                "\n",
              ),
            )}`}
            className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline"
          >
            <Download aria-hidden className="size-4" /> {t("twoFactor.download")}
          </a>
        </div>
      ) : null}

      {!status.authenticator && setup ? (
        <div className="mt-5 grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
          <div>
            <h3 className="font-semibold text-navy-900">{t("twoFactor.scanTitle")}</h3>
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={t("twoFactor.qrAlt", { company: props.company })}
              width={192}
              height={192}
              className="mt-3 size-48 rounded-md bg-white ring-1 ring-slate-200"
            />
          </div>
          <div className="sm:pt-8">
            <p className="text-sm text-slate-700">{t("twoFactor.manual")}</p>
            <p dir="ltr" className="mt-1 font-mono text-sm font-semibold text-navy-900 select-all">
              {setup.secret}
            </p>
            <Form method="post" className="mt-4 grid gap-3 sm:max-w-xs">
              <input type="hidden" name="intent" value="authenticator-confirm" />
              <input type="hidden" name="uri" value={setup.uri} />
              {field("authenticator-confirm", "code", t("twoFactor.code"), "code")}
              <FormAlert id="authenticator-confirm-error" errors={errorsOf("authenticator-confirm")[""] ?? undefined} />
              <SubmitButton busy={busy} className={buttonClass}>
                {busy ? t("twoFactor.working") : t("twoFactor.confirm")}
              </SubmitButton>
            </Form>
          </div>
        </div>
      ) : null}

      {!status.authenticator && !setup ? (
        <Form method="post" className="mt-5 grid gap-3 sm:max-w-sm">
          {status.pendingAuthenticator ? <p className="text-sm text-slate-600">{t("twoFactor.pending")}</p> : null}
          <input type="hidden" name="intent" value="authenticator-start" />
          <FormAlert id="authenticator-start-error" errors={errorsOf("authenticator-start")[""] ?? undefined} />
          {field("authenticator-start", "password", t("twoFactor.password"), "password", t("twoFactor.passwordHint"))}
          <SubmitButton busy={busy} className={buttonClass}>
            {t("twoFactor.start")}
          </SubmitButton>
        </Form>
      ) : null}

      {status.authenticator ? (
        <div className="mt-6 grid gap-6 border-t border-slate-200 pt-5 md:grid-cols-2">
          <Form method="post" className="grid content-start gap-3">
            <h3 className="font-semibold text-navy-900">{t("twoFactor.newCodes")}</h3>
            <p className="text-sm text-slate-600">{t("twoFactor.newCodesHint")}</p>
            <input type="hidden" name="intent" value="backup-codes-new" />
            <FormAlert id="backup-codes-new-error" errors={errorsOf("backup-codes-new")[""] ?? undefined} />
            {field("backup-codes-new", "password", t("twoFactor.password"), "password")}
            <SubmitButton busy={busy} className={buttonClass}>
              {t("twoFactor.newCodes")}
            </SubmitButton>
          </Form>
          <Form method="post" className="grid content-start gap-3">
            <h3 className="font-semibold text-navy-900">{t("twoFactor.remove")}</h3>
            <p className="text-sm text-slate-600">{t("twoFactor.removeHint")}</p>
            <input type="hidden" name="intent" value="authenticator-remove" />
            <FormAlert id="authenticator-remove-error" errors={errorsOf("authenticator-remove")[""] ?? undefined} />
            {field("authenticator-remove", "password", t("twoFactor.password"), "password")}
            {field("authenticator-remove", "code", t("twoFactor.removeCode"), "code")}
            <SubmitButton
              busy={busy}
              className="justify-self-start rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {t("twoFactor.remove")}
            </SubmitButton>
          </Form>
        </div>
      ) : null}
    </section>
  );
}
