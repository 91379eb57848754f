import { getFormProps, getInputProps } from "@conform-to/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { queuePasswordReset } from "~/auth/accounts.server";
import { requestPasswordResetSchema } from "~/auth/auth-forms";
import { AuthCard, Notice, primaryButtonClass } from "~/components/auth/auth-card";
import { ChoosePasswordForm } from "~/components/auth/choose-password-form";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { choosePasswordAction, choosePasswordLoader, formFailures } from "~/routes/auth/actions.server";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import type { Route } from "./+types/reset-password";
import { SubmitButton } from "~/components/ui/submit-button";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  const title = translatorFor(languageOfRequest(request), "auth")("resetPassword.title");
  return { title, sent, ...(await choosePasswordLoader(request, context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request, 16 * 1024);
  if (formData.has("token")) return choosePasswordAction(request, formData, context);

  const language = languageOfRequest(request);
  const submission = parseForm(formData, requestPasswordResetSchema(translatorFor(language, "auth")));
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { db } = context.services;
  const { email } = submission.value;
  return withFormErrors(
    context,
    submission,
    async () => {
      await enforceLimit(db, limits.resetPerAccount, email);
      await enforceLimit(db, limits.resetPerAddress, context.clientIp);
      await queuePasswordReset(context.services.jobs, email);
      return redirect(`${pathInLanguage("/reset-password", language)}?sent=1`);
    },
    formFailures(language, [], "unavailable"),
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const local = useLocalPath();
  const { token, linkProblem, sent } = loaderData;
  if (token) {
    return (
      <AuthCard
        eyebrow={t("accountSecurity")}
        title={t("resetPassword.chooseTitle")}
        intro={t("resetPassword.chooseIntro")}
      >
        <ChoosePasswordForm
          token={token}
          email={loaderData.email}
          minLength={loaderData.minLength}
          maxLength={loaderData.maxLength}
          submitLabel={t("resetPassword.submit")}
          lastResult={actionData}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard eyebrow={t("accountSecurity")} title={t("resetPassword.title")} intro={t("resetPassword.intro")}>
      {linkProblem ? <FormAlert id="link-problem" errors={[linkProblem]} /> : null}
      {sent ? <Notice tone="success">{t("resetPassword.sent")}</Notice> : null}
      <RequestLinkForm lastResult={actionData} />
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
        {t("resetPassword.remembered")}{" "}
        <Link to={local("/supplier-login")} className="font-semibold text-brand-700 underline">
          {t("resetPassword.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}

function RequestLinkForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const loadSchema = useMemo(
    () => () => import("~/auth/auth-forms").then((module) => module.requestPasswordResetSchema(t)),
    [t],
  );
  const { form, fields, events } = useValidatedForm(loadSchema, { lastResult });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="mt-6 space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <FormField label={t("email")} field={fields.email}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          dir="ltr"
          autoComplete="email"
          className={inputClass}
        />
      </FormField>
      <SubmitButton busy={busy} className={primaryButtonClass}>
        {busy ? t("resetPassword.sending") : t("resetPassword.sendLink")}
      </SubmitButton>
    </Form>
  );
}
