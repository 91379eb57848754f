import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { roles } from "~/auth/auth.server";
import { signInAction, signInPageHeaders } from "~/routes/auth/actions.server";
import { redirectIfSignedIn } from "~/auth/guards.server";
import { adminReturnPath } from "~/auth/sign-in.server";
import { sessionLimits } from "~/auth/session-policy";
import { AuthCard, Notice } from "~/components/auth/auth-card";
import { SignInCodeForm } from "~/components/auth/sign-in-code-form";
import { PasskeySignIn } from "~/components/auth/passkey-sign-in";
import { SignInForm } from "~/components/auth/sign-in-form";
import { privatePageMeta } from "~/marketing/page-meta";
import { useCompany } from "~/root";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Admin login");

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = adminReturnPath(params.get("redirectTo"));
  await redirectIfSignedIn(request, context, roles.admin, redirectTo);
  const signedOut = params.get("signed-out");
  return data(
    {
      redirectTo,
      codeStep: params.get("step") === "code",
      passwordSet: params.get("password") === "set",
      signedOut,
      ended: endedNotice(signedOut),
    },
    { headers: signInPageHeaders(request, context) },
  );
}

/** Why the guard ended an admin session (session-policy.ts), for the admin signing in again. */
function endedNotice(reason: string | null): string | null {
  const { idleMs, maxMs } = sessionLimits.admin;
  if (reason === "idle") return `You were signed out after ${idleMs / 60_000} minutes without activity. Sign in again.`;
  if (reason === "maxAge")
    return `You were signed out: an admin session lasts at most ${maxMs / 3_600_000} hours. Sign in again.`;
  if (reason === "expired") return "Your session has ended. Sign in again.";
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context, roles.admin);

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const { t } = useTranslation("auth");
  // The passkey button's replies go to its own fetchers; the forms show only theirs.
  const formReply = actionData && "passkeyOptions" in actionData ? undefined : actionData;
  // What brought the visitor here ("your password is set") is old news once they have tried to sign in.
  const arrived = !actionData;
  return (
    <AuthCard
      eyebrow="Administration"
      title={loaderData.codeStep ? t("code.title") : "Admin login"}
      intro={
        loaderData.codeStep
          ? t("code.intro", { company: company.name })
          : `For ${company.name} staff who run the supplier portal.`
      }
    >
      {arrived && loaderData.passwordSet ? <Notice tone="success">Your password is set. Please sign in.</Notice> : null}
      {arrived && loaderData.signedOut === "1" ? <Notice>You have signed out.</Notice> : null}
      {arrived && loaderData.ended ? <Notice>{loaderData.ended}</Notice> : null}
      {loaderData.codeStep ? (
        <SignInCodeForm lastResult={formReply} redirectTo={loaderData.redirectTo} />
      ) : (
        <>
          <SignInForm lastResult={formReply} redirectTo={loaderData.redirectTo} />
          <PasskeySignIn redirectTo={loaderData.redirectTo} />
        </>
      )}
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
        Are you a supplier?{" "}
        <Link to="/supplier-login" className="font-semibold text-brand-700 underline">
          Sign in to the supplier portal
        </Link>
        .
      </p>
    </AuthCard>
  );
}
