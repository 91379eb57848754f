import type { AuthenticationResponseJSON } from "@simplewebauthn/browser";
import { data, redirect, type AppLoadContext } from "react-router";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, pathInLanguage, type Language } from "~/i18n/languages";
import { getSecuritySettings } from "~/settings/settings.server";
import { domainDeps } from "~/services.server";
import { choosePasswordWithLink, linkOwner } from "~/auth/accounts.server";
import { roles, type Role } from "~/auth/auth.server";
import {
  choosePasswordSchema,
  passkeySignInSchema,
  passkeyStartSchema,
  PASSWORD_MAX_LENGTH,
  signInCodeSchema,
  signInSchema,
} from "~/auth/auth-forms";
import { findUsableLink } from "~/auth/one-time-links.server";
import {
  adminReturnPath,
  completeSignInWithCode,
  passkeySignInOptions,
  signIn,
  signInWithPasskey,
  supplierHome,
  supplierReturnPath,
  type SignedIn,
} from "~/auth/sign-in.server";
import { browserCookieHeaders } from "~/security/known-browsers.server";

// The actions shared by the sign-in pages and by the set-password and reset-password pages.

const SMALL_FORM_BYTES = 16 * 1024;

/** How a sign-in or password form fails in the page's language, and what it hides from the reply. */
export function formFailures(
  language: Language,
  hideFields: string[] = [],
  unavailable: "signInUnavailable" | "unavailable" = "signInUnavailable",
) {
  return { hideFields, language, unavailableMessage: translatorFor(language, "failures")(unavailable) };
}

/**
 * What a sign-in page answers with: the cookie that names the browser, when it has none of ours
 * yet, so that a sign-in with it makes it known for the account (docs/decisions/0012).
 */
export function signInPageHeaders(request: Request, context: AppLoadContext): Record<string, string> {
  const { authSecret, env } = context.services;
  return browserCookieHeaders(request, { secret: authSecret, appUrl: env.APP_URL });
}

/** Both steps of signing in: the password, then (for an account with a second factor) a code. */
export async function signInAction(request: Request, context: AppLoadContext, audience: Role) {
  const { db, auth } = context.services;
  // The admin area is in English; a supplier signs in in the language of the page.
  const language = audience === roles.admin ? "en" : languageOfRequest(request);
  const form = await readFormData(request, SMALL_FORM_BYTES);
  const intent = form.get("intent");
  const request_ = { audience, clientIp: context.clientIp, headers: request.headers };
  if (intent === "passkey-options") {
    return withFormErrors(
      context,
      parseForm(form, passkeyStartSchema()),
      async () => {
        const { options, setCookie } = await passkeySignInOptions({ db, auth }, request_);
        return data({ passkeyOptions: options }, { headers: setCookie });
      },
      formFailures(language),
    );
  }
  const schema = intent === "code" ? signInCodeSchema : intent === "passkey" ? passkeySignInSchema : signInSchema;
  const submission = parseForm(form, schema(translatorFor(language, "auth")));
  const failures = formFailures(language, ["password", "code", "response"]);
  if (submission.status !== "success") return data(submission.reply(failures), { status: 400 });
  const { redirectTo } = submission.value;

  const goHome = async (signedIn: SignedIn) => {
    const home =
      audience === roles.admin
        ? adminReturnPath(redirectTo)
        : await supplierHome(db, signedIn.userId, signedIn.email, language, supplierReturnPath(redirectTo));
    return redirect(home, { headers: signedIn.setCookie });
  };

  return withFormErrors(
    context,
    submission,
    async () => {
      if ("response" in submission.value) {
        // Its shape is the plugin's to check, with the signature.
        const response = JSON.parse(submission.value.response) as AuthenticationResponseJSON;
        return goHome(await signInWithPasskey({ ...domainDeps(context), auth }, { ...request_, response }));
      }
      if ("code" in submission.value) {
        const { code, trustBrowser } = submission.value;
        return goHome(
          await completeSignInWithCode(
            { ...domainDeps(context), auth },
            { ...request_, code, trustBrowser: Boolean(trustBrowser) },
          ),
        );
      }
      const { email, password } = submission.value;
      const outcome = await signIn({ ...domainDeps(context), auth }, { ...request_, email, password });
      if (outcome.status === "signed-in") return goHome(outcome);
      const codeStep = new URLSearchParams({ step: "code" });
      const returnTo =
        audience === roles.admin ? redirectTo && adminReturnPath(redirectTo) : supplierReturnPath(redirectTo);
      if (returnTo) codeStep.set("redirectTo", returnTo);
      const signInPage = audience === roles.admin ? "/login" : pathInLanguage("/supplier-login", language);
      return redirect(`${signInPage}?${codeStep}`, { headers: outcome.setCookie });
    },
    failures,
  );
}

/** What a set-password or reset page shows for the token in its address. */
export async function choosePasswordLoader(request: Request, context: AppLoadContext) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) {
    return {
      token: null,
      linkProblem: null,
      minLength: 0,
      maxLength: PASSWORD_MAX_LENGTH,
      role: undefined,
      email: null,
    };
  }
  const { db } = context.services;
  const [link, security] = await Promise.all([
    findUsableLink(db, token, ["set_password", "reset_password"]),
    getSecuritySettings(db),
  ]);
  const owner = link ? await linkOwner(db, link.userId) : undefined;
  return {
    token: link ? token : null,
    linkProblem: link ? null : translatorFor(languageOfRequest(request), "failures")("linkExpiredOrInvalid"),
    minLength: security.passwordMinLength,
    maxLength: PASSWORD_MAX_LENGTH,
    // The page speaks to the link's owner: an invited admin is not a supplier.
    role: owner?.role,
    // The account the password is for, which the link's holder was sent it at: shown, and given to
    // the browser's password manager, which then fills it in on the sign-in page.
    email: owner?.email ?? null,
  };
}

/** Sets the password from a link, then sends the person to the sign-in page of their role. */
export async function choosePasswordAction(request: Request, formData: FormData, context: AppLoadContext) {
  const { db } = context.services;
  const language = languageOfRequest(request);
  const { passwordMinLength } = await getSecuritySettings(db);
  const submission = parseForm(formData, choosePasswordSchema(translatorFor(language, "auth"), passwordMinLength));
  const failures = formFailures(language, ["password", "confirmPassword"], "unavailable");
  if (submission.status !== "success") return data(submission.reply(failures), { status: 400 });
  return withFormErrors(
    context,
    submission,
    async () => {
      const account = await choosePasswordWithLink(domainDeps(context), submission.value);
      return redirect(
        account.role === roles.admin
          ? "/login?password=set"
          : `${pathInLanguage("/supplier-login", language)}?password=set`,
      );
    },
    failures,
  );
}
