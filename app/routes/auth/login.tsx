import { Link } from "react-router";
import { roles } from "~/auth/auth.server";
import { signInAction } from "~/routes/auth/actions.server";
import { redirectIfSignedIn } from "~/auth/guards.server";
import { adminReturnPath } from "~/auth/sign-in.server";
import { AuthCard, Notice } from "~/components/auth/auth-card";
import { SignInForm } from "~/components/auth/sign-in-form";
import { privatePageMeta } from "~/marketing/page-meta";
import { useCompany } from "~/root";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Admin login");

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = adminReturnPath(params.get("redirectTo"));
  await redirectIfSignedIn(request, context, roles.admin, redirectTo);
  return { redirectTo, passwordSet: params.get("password") === "set", signedOut: params.get("signed-out") === "1" };
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context, roles.admin);

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  return (
    <AuthCard
      eyebrow="Administration"
      title="Admin login"
      intro={`For ${company.name} staff who run the supplier portal.`}
    >
      {loaderData.passwordSet ? <Notice tone="success">Your password is set. Please sign in.</Notice> : null}
      {loaderData.signedOut ? <Notice>You have signed out.</Notice> : null}
      <SignInForm lastResult={actionData} redirectTo={loaderData.redirectTo} />
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
