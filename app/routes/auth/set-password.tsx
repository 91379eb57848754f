import { useTranslation } from "react-i18next";
import { AuthCard, LinkProblem } from "~/components/auth/auth-card";
import { ChoosePasswordForm } from "~/components/auth/choose-password-form";
import { readFormData } from "~/http/form-data.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest } from "~/i18n/languages";
import { privatePageMeta } from "~/marketing/page-meta";
import { choosePasswordAction, choosePasswordLoader } from "~/routes/auth/actions.server";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, args.loaderData?.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = translatorFor(languageOfRequest(request), "auth")("setPassword.title");
  return { title, ...(await choosePasswordLoader(request, context)) };
}

export const action = async ({ request, context }: Route.ActionArgs) =>
  choosePasswordAction(request, await readFormData(request, 16 * 1024), context);

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { token, linkProblem } = loaderData;
  const admin = loaderData.role === "admin";
  // Without a usable link the page cannot tell whose it was: it names neither area.
  const eyebrow = !loaderData.role ? t("accountSecurity") : admin ? t("administration") : t("supplierPortal");
  return (
    <AuthCard
      eyebrow={eyebrow}
      title={t("setPassword.title")}
      intro={token ? (admin ? t("setPassword.introAdmin") : t("setPassword.introSupplier")) : undefined}
    >
      {token ? (
        <ChoosePasswordForm
          token={token}
          email={loaderData.email}
          minLength={loaderData.minLength}
          maxLength={loaderData.maxLength}
          submitLabel={t("setPassword.submit")}
          lastResult={actionData}
        />
      ) : (
        <LinkProblem message={linkProblem ?? t("setPassword.needsLink")} />
      )}
    </AuthCard>
  );
}
