import { getFormProps, getInputProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import { useLocalPath } from "~/marketing/use-local-path";
import { primaryButtonClass } from "./auth-card";
import { SubmitButton } from "~/components/ui/submit-button";

/** Email and password; works without JavaScript. The password never comes back from the server. */
export function SignInForm(props: { lastResult?: SubmissionResult<string[]> | null; redirectTo?: string | null }) {
  const { t } = useTranslation("auth");
  const local = useLocalPath();
  const busy = useNavigation().state === "submitting";
  const loadSchema = useMemo(() => () => import("~/auth/auth-forms").then((module) => module.signInSchema(t)), [t]);
  const { form, fields, events } = useValidatedForm(loadSchema, { lastResult: props.lastResult });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <FormField label={t("email")} field={fields.email}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          dir="ltr"
          autoComplete="username"
          className={inputClass}
        />
      </FormField>
      <div>
        <FormField label={t("password")} field={fields.password}>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            dir="ltr"
            autoComplete="current-password"
            className={inputClass}
          />
        </FormField>
        <p className="mt-2 text-end text-sm">
          <Link to={local("/reset-password")} className="font-semibold text-brand-700 underline">
            {t("forgotPassword")}
          </Link>
        </p>
      </div>
      {props.redirectTo ? <input type="hidden" name="redirectTo" value={props.redirectTo} /> : null}
      <SubmitButton busy={busy} className={primaryButtonClass}>
        {busy ? t("signingIn") : t("signIn")}
      </SubmitButton>
    </Form>
  );
}
