import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { roles } from "~/auth/auth.server";
import { getSignedInUser } from "~/auth/guards.server";
import { supplierHome, supplierReturnPath } from "~/auth/sign-in.server";
import { AuthCard, Notice } from "~/components/auth/auth-card";
import { SignInCodeForm } from "~/components/auth/sign-in-code-form";
import { PasskeySignIn } from "~/components/auth/passkey-sign-in";
import { SignInForm } from "~/components/auth/sign-in-form";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import { useCompany } from "~/root";
import { signInAction, signInPageHeaders } from "~/routes/auth/actions.server";
import type { Route } from "./+types/supplier-login";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSignedInUser(request, context);
  const language = languageOfRequest(request);
  const params = new URL(request.url).searchParams;
  const redirectTo = supplierReturnPath(params.get("redirectTo"));
  if (user?.role === roles.supplier)
    throw redirect(await supplierHome(context.services.db, user.id, user.email, language, redirectTo));
  return data(
    {
      title: translatorFor(language, "auth")("supplierLogin.title"),
      redirectTo,
      codeStep: params.get("step") === "code",
      passwordSet: params.get("password") === "set",
      signedOut: params.get("signed-out"),
    },
    { headers: signInPageHeaders(request, context) },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => signInAction(request, context, roles.supplier);

export default function SupplierLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const local = useLocalPath();
  const company = useCompany();
  // The passkey button's replies go to its own fetchers; the forms show only theirs.
  const formReply = actionData && "passkeyOptions" in actionData ? undefined : actionData;
  // What brought the visitor here ("your password is set") is old news once they have tried to sign in.
  const arrived = !actionData;
  return (
    <AuthCard
      eyebrow={t("supplierPortal")}
      title={loaderData.codeStep ? t("code.title") : t("supplierLogin.title")}
      intro={loaderData.codeStep ? t("code.intro", { company: company.name }) : t("supplierLogin.intro")}
    >
      {arrived && loaderData.passwordSet ? <Notice tone="success">{t("supplierLogin.passwordSet")}</Notice> : null}
      {!arrived ? null : loaderData.signedOut === "everywhere" ? (
        <Notice tone="success">{t("supplierLogin.signedOutEverywhere")}</Notice>
      ) : loaderData.signedOut === "1" ? (
        <Notice>{t("supplierLogin.signedOut")}</Notice>
      ) : null}
      {loaderData.codeStep ? (
        <SignInCodeForm lastResult={formReply} redirectTo={loaderData.redirectTo} />
      ) : (
        <>
          <SignInForm lastResult={formReply} redirectTo={loaderData.redirectTo} />
          <PasskeySignIn redirectTo={loaderData.redirectTo} />
        </>
      )}
      <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">
        {t("supplierLogin.notRegistered")}{" "}
        <Link to={local("/SupplierRegistration")} className="font-semibold text-brand-700 underline">
          {t("supplierLogin.register")}
        </Link>
        {t("supplierLogin.approvedGetLink")}
      </p>
    </AuthCard>
  );
}
