import { getFormProps, getInputProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import { primaryButtonClass } from "./auth-card";
import { SubmitButton } from "~/components/ui/submit-button";

/**
 * The second step of signing in: a code from the authenticator app or a backup code, with the
 * choice to trust the browser. Works without JavaScript; the challenge itself is a cookie.
 */
export function SignInCodeForm(props: { lastResult?: SubmissionResult<string[]> | null; redirectTo?: string | null }) {
  const { t } = useTranslation("auth");
  const { pathname } = useLocation();
  const busy = useNavigation().state === "submitting";
  const loadSchema = useMemo(() => () => import("~/auth/auth-forms").then((module) => module.signInCodeSchema(t)), [t]);
  const { form, fields, events } = useValidatedForm(loadSchema, { lastResult: props.lastResult });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="code" />
      <FormField label={t("code.label")} field={fields.code}>
        <input
          {...getInputProps(fields.code, { type: "text" })}
          dir="ltr"
          inputMode="text"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          aria-describedby={`${fields.code.errorId} code-hint`}
          className={`${inputClass} font-mono tracking-widest`}
        />
      </FormField>
      <p id="code-hint" className="-mt-3 text-sm text-slate-600">
        {t("code.hint")}
      </p>
      <div className="flex gap-3">
        <input
          id="trust-browser"
          type="checkbox"
          name="trustBrowser"
          aria-describedby="trust-browser-hint"
          className="mt-1 size-4 shrink-0 rounded border-slate-300 text-brand-600"
        />
        <div className="text-sm">
          <label htmlFor="trust-browser" className="font-medium text-navy-900">
            {t("code.trustBrowser")}
          </label>
          <p id="trust-browser-hint" className="text-slate-600">
            {t("code.trustHint")}
          </p>
        </div>
      </div>
      {props.redirectTo ? <input type="hidden" name="redirectTo" value={props.redirectTo} /> : null}
      <SubmitButton busy={busy} className={primaryButtonClass}>
        {busy ? t("code.verifying") : t("code.submit")}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to={pathname} className="font-semibold text-brand-700 underline">
          {t("code.startAgain")}
        </Link>
      </p>
    </Form>
  );
}
