import { getFormProps, getInputProps } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { useValidatedForm } from "~/forms/use-validated-form";
import { primaryButtonClass } from "./auth-card";

const loadSignInSchema = () => import("~/auth/auth-forms").then((module) => module.signInSchema);

/** Email and password; works without JavaScript. The password never comes back from the server. */
export function SignInForm(props: { lastResult?: SubmissionResult<string[]> | null; redirectTo?: string | null }) {
  const busy = useNavigation().state === "submitting";
  const { form, fields, events } = useValidatedForm(loadSignInSchema, { lastResult: props.lastResult });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <FormField label="Email" field={fields.email}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="username" className={inputClass} />
      </FormField>
      <div>
        <FormField label="Password" field={fields.password}>
          <input
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            className={inputClass}
          />
        </FormField>
        <p className="mt-2 text-right text-sm">
          <Link to="/reset-password" className="font-semibold text-brand-700 underline">
            Forgot your password?
          </Link>
        </p>
      </div>
      {props.redirectTo ? <input type="hidden" name="redirectTo" value={props.redirectTo} /> : null}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? "Signing in..." : "Sign in"}
      </button>
    </Form>
  );
}
