import { getFormProps, getInputProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import { primaryButtonClass } from "./auth-card";
import { SubmitButton } from "~/components/ui/submit-button";

/** A new password with its confirmation, for the set-password and reset links. */
export function ChoosePasswordForm(props: {
  token: string;
  /** The account's email address, for the reader and for the password manager that saves the password. */
  email: string | null;
  minLength: number;
  maxLength: number;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation("auth");
  const busy = useNavigation().state === "submitting";
  const { minLength } = props;
  const loadSchema = useCallback(
    () => import("~/auth/auth-forms").then((module) => module.choosePasswordSchema(t, minLength)),
    [t, minLength],
  );
  const { form, fields, events } = useValidatedForm(loadSchema, {
    lastResult: props.lastResult,
    defaultValue: { token: props.token },
  });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input {...getInputProps(fields.token, { type: "hidden" })} />
      {props.email ? (
        <div>
          <label htmlFor="account-email" className="block text-sm font-medium text-navy-900">
            {t("email")}
          </label>
          {/* Not sent: the link names the account. */}
          <input
            id="account-email"
            type="email"
            value={props.email}
            readOnly
            aria-readonly
            autoComplete="username"
            dir="ltr"
            className={inputClass}
          />
        </div>
      ) : null}
      <div>
        <FormField label={t("newPassword")} field={fields.password}>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
            minLength={props.minLength}
            maxLength={props.maxLength}
            dir="ltr"
            aria-describedby={`${fields.password.errorId} password-rules`}
            className={inputClass}
          />
        </FormField>
        <p id="password-rules" className="mt-1.5 text-xs text-slate-500">
          {t("passwordRules", { count: props.minLength })}
        </p>
      </div>
      <FormField label={t("confirmPassword")} field={fields.confirmPassword}>
        <input
          {...getInputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
          dir="ltr"
          className={inputClass}
        />
      </FormField>
      <SubmitButton busy={busy} className={primaryButtonClass}>
        {busy ? t("saving") : props.submitLabel}
      </SubmitButton>
    </Form>
  );
}
