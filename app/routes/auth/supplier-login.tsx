import { Link } from "react-router";
import { roles } from "~/auth/auth.server";
import { signInAction } from "~/routes/auth/actions.server";
import { getSignedInUser } from "~/auth/guards.server";
import { supplierHome } from "~/auth/sign-in.server";
import { AuthCard, Notice } from "~/components/auth/auth-card";
import { SignInForm } from "~/components/auth/sign-in-form";
import { privatePageMeta } from "~/marketing/page-meta";
import { redirect } from "react-router";
import type { Route } from "./+types/supplier-login";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Supplier login");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSignedInUser(request, context);
  if (user?.role === roles.supplier) throw redirect(await supplierHome(context.services.db, user.id, user.email));
  const params = new URL(request.url).searchParams;
  return {
    passwordSet: params.get("password") === "set",
    signedOutEverywhere: params.get("signed-out") === "everywhere",
  };
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context, roles.supplier);

export default function SupplierLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard
      eyebrow="Supplier portal"
      title="Supplier login"
      intro="Sign in to complete your registration payment, renew your subscription and manage your company's details."
    >
      {loaderData.passwordSet ? <Notice tone="success">Your password is set. Please sign in.</Notice> : null}
      {loaderData.signedOutEverywhere ? (
        <Notice tone="success">You have been signed out on every device.</Notice>
      ) : null}
      <SignInForm lastResult={actionData} />
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
        Not registered yet?{" "}
        <Link to="/SupplierRegistration" className="font-semibold text-brand-700 underline">
          Register as a supplier
        </Link>
        . Approved suppliers receive an email with a link to set their password.
      </p>
    </AuthCard>
  );
}
