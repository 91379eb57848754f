import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { requestPasswordReset } from "~/auth/accounts.server";
import { requestPasswordResetSchema } from "~/auth/auth-forms";
import { authMessages } from "~/auth/auth-messages";
import { choosePasswordAction, choosePasswordLoader } from "~/routes/auth/actions.server";
import { AuthCard, Notice, primaryButtonClass } from "~/components/auth/auth-card";
import { ChoosePasswordForm } from "~/components/auth/choose-password-form";
import { FormAlert, FormField, inputClass } from "~/components/ui/form-field";
import { parseForm } from "~/forms/parse-form";
import { useValidatedForm } from "~/forms/use-validated-form";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { withFormErrors } from "~/http/route-errors.server";
import { enforceLimit, limits } from "~/security/rate-limit.server";
import { domainDeps } from "~/services.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Reset your password");

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  return { sent, ...(await choosePasswordLoader(request, context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request, 16 * 1024);
  if (formData.has("token")) return choosePasswordAction(formData, context);

  const submission = parseForm(formData, requestPasswordResetSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { db } = context.services;
  const { email } = submission.value;
  return withFormErrors(
    context,
    submission,
    async () => {
      await enforceLimit(db, limits.resetPerAccount, email);
      await enforceLimit(db, limits.resetPerAddress, context.clientIp);
      await requestPasswordReset(domainDeps(context), email);
      return redirect("/reset-password?sent=1");
    },
    { unavailableMessage: authMessages.unavailable },
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, linkProblem, sent } = loaderData;
  if (token) {
    return (
      <AuthCard
        eyebrow="Account security"
        title="Choose a new password"
        intro="Every device signed in to your account will be signed out."
      >
        <ChoosePasswordForm
          token={token}
          minLength={loaderData.minLength}
          maxLength={loaderData.maxLength}
          submitLabel="Save new password"
          lastResult={actionData}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      eyebrow="Account security"
      title="Reset your password"
      intro="Enter the email address of your account and we will email you a link to choose a new password. The link works once, for one hour."
    >
      {linkProblem ? <LinkProblemNotice message={linkProblem} /> : null}
      {sent ? (
        <Notice tone="success">
          If an account exists for that address, we have emailed it a link to choose a new password. Please check your
          inbox and spam folder.
        </Notice>
      ) : null}
      <RequestLinkForm lastResult={actionData} />
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
        Remembered it?{" "}
        <Link to="/supplier-login" className="font-semibold text-brand-700 underline">
          Back to supplier login
        </Link>
      </p>
    </AuthCard>
  );
}

function LinkProblemNotice({ message }: { message: string }) {
  return <FormAlert id="link-problem" errors={[message]} />;
}

const loadRequestSchema = () => import("~/auth/auth-forms").then((module) => module.requestPasswordResetSchema);

function RequestLinkForm({ lastResult }: { lastResult: Route.ComponentProps["actionData"] }) {
  const busy = useNavigation().state === "submitting";
  const { form, fields, events } = useValidatedForm(loadRequestSchema, { lastResult });
  return (
    <Form method="post" {...getFormProps(form)} {...events} className="mt-6 space-y-5">
      <FormAlert id={form.errorId} errors={form.errors} />
      <FormField label="Email" field={fields.email}>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
      </FormField>
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {busy ? "Sending..." : "Email me a link"}
      </button>
    </Form>
  );
}
