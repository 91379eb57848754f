import { data, Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { changePassword, endSession, listSessions } from "~/auth/account-security.server";
import { signOutEverywhere } from "~/auth/sign-out.server";
import { changePasswordSchema } from "~/auth/auth-forms";
import { requireSupplier } from "~/auth/guards.server";
import { secondFactorStatus, showBackupCodes } from "~/auth/second-factor.server";
import { TwoFactorSettings, type SecondFactorReply } from "~/components/account/two-factor-settings";
import { listPasskeys } from "~/auth/passkeys.server";
import { PasskeySettings } from "~/components/account/passkey-settings";
import { SessionsList } from "~/components/account/sessions-list";
import { DashboardSubpage } from "~/components/portal/dashboard-subpage";
import { useCompany } from "~/root";
import { isSecondFactorIntent, secondFactorAction } from "~/routes/auth/second-factor-actions.server";
import { FormAlert, inputClass } from "~/components/ui/form-field";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { domainDeps } from "~/services.server";
import { getSecuritySettings } from "~/settings/settings.server";
import type { Route } from "./+types/supplier-security";
import { SubmitButton } from "~/components/ui/submit-button";

export const handle = { area: "portal" };

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireSupplier(request, context);
  const { db } = context.services;
  const [sessions, security, secondFactor, passkeys] = await Promise.all([
    listSessions(db, user.id, user.sessionId),
    getSecuritySettings(db),
    secondFactorStatus(db, user.id),
    listPasskeys(db, user.id),
  ]);
  const params = new URL(request.url).searchParams;
  return {
    outcome: {
      backupCodes: await showBackupCodes(context.services, user.id, params.get("backup-codes")),
      turnedOff: params.get("two-factor") === "off",
      passkeyAdded: params.get("passkey") === "added",
    },
    email: user.email,
    secondFactor,
    passkeys,
    title: translatorFor(languageOfRequest(request), "portal")("security.title"),
    sessions,
    passwordMinLength: security.passwordMinLength,
  };
}

const hidePasswords = { hideFields: ["currentPassword", "password", "confirmPassword"] };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, supplier } = await requireSupplier(request, context);
  const { services } = context;
  const form = await readFormData(request, 8 * 1024);
  const intent = form.get("intent");
  const actor = { type: "supplier" as const, id: user.id, label: user.email };
  const language = languageOfRequest(request);
  const t = translatorFor(language, "portal");

  if (isSecondFactorIntent(intent)) {
    return secondFactorAction(intent, form, { request, context, user, actor, language });
  }
  if (intent === "end-session") {
    await endSession(services.db, user.id, String(form.get("sessionId") ?? ""));
    return { done: t("security.deviceSignedOut") };
  }
  if (intent === "end-all") {
    const headers = await signOutEverywhere(services, request, user.id, actor);
    return redirect(`${pathInLanguage("/supplier-login", language)}?signed-out=everywhere`, { headers });
  }

  const { passwordMinLength } = await getSecuritySettings(services.db);
  const submission = parseForm(form, changePasswordSchema(translatorFor(language, "auth"), passwordMinLength));
  if (submission.status !== "success") return data(submission.reply(hidePasswords), { status: 400 });
  return withFormErrors(
    context,
    submission,
    async () => {
      await changePassword(domainDeps(context), {
        userId: user.id,
        currentSessionId: user.sessionId,
        currentPassword: submission.value.currentPassword,
        newPassword: submission.value.password,
        actor,
      });
      services.logger.info({ supplierId: supplier.id }, "supplier changed their password");
      return data({
        ...submission.reply({ resetForm: true }),
        done: t("security.passwordChanged"),
      });
    },
    { ...hidePasswords, language },
  );
}

export default function SupplierSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const company = useCompany();
  // The second-factor forms' replies say which form they answer; the password form's do not.
  const secondFactorReply = actionData && "form" in actionData ? (actionData as SecondFactorReply) : null;
  const passwordReply = secondFactorReply ? null : actionData;
  const errors =
    passwordReply && "status" in passwordReply && passwordReply.status === "error" ? (passwordReply.error ?? {}) : {};
  const done = passwordReply && "done" in passwordReply ? String(passwordReply.done) : null;
  const busy = useNavigation().state === "submitting";
  const passwordField = (name: string, label: string, autoComplete: string, hint?: string) => (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete={autoComplete}
        dir="ltr"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${name}-error${hint ? ` ${name}-hint` : ""}`}
        className={`${inputClass} mt-1`}
      />
      <p id={`${name}-error`} className="mt-1 text-sm text-red-700 empty:hidden">
        {errors[name]?.[0]}
      </p>
      {hint ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
  return (
    <DashboardSubpage title={t("security.title")} saved={done}>
      <div className="mb-6">
        <TwoFactorSettings
          status={loaderData.secondFactor}
          email={loaderData.email}
          company={company.name}
          reply={secondFactorReply}
          outcome={loaderData.outcome}
        />
      </div>
      <div className="mb-6">
        <PasskeySettings
          passkeys={loaderData.passkeys}
          reply={secondFactorReply}
          added={loaderData.outcome.passkeyAdded}
        />
      </div>
      <section aria-labelledby="change-password" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="change-password" className="text-lg font-semibold text-navy-900">
          {t("security.changePassword")}
        </h2>
        <FormAlert id="password-error" errors={errors[""] ?? undefined} />
        <Form method="post" className="mt-4 grid gap-4 sm:max-w-sm">
          <input type="hidden" name="intent" value="change-password" />
          {passwordField("currentPassword", t("security.currentPassword"), "current-password")}
          {passwordField(
            "password",
            t("security.newPassword"),
            "new-password",
            t("security.minLength", { count: loaderData.passwordMinLength }),
          )}
          {passwordField("confirmPassword", t("security.confirmPassword"), "new-password")}
          <SubmitButton
            busy={busy}
            className="justify-self-start rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
          >
            {t("security.changePassword")}
          </SubmitButton>
        </Form>
        <p className="mt-3 text-sm text-slate-600">{t("security.changeSignsOut")}</p>
      </section>

      <SessionsList sessions={loaderData.sessions} busy={busy} />
    </DashboardSubpage>
  );
}
