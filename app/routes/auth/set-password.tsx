import { choosePasswordAction, choosePasswordLoader } from "~/routes/auth/actions.server";
import { AuthCard, LinkProblem } from "~/components/auth/auth-card";
import { ChoosePasswordForm } from "~/components/auth/choose-password-form";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/set-password";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Set your password");

export const loader = ({ request, context }: Route.LoaderArgs) => choosePasswordLoader(request, context);

export const action = async ({ request, context }: Route.ActionArgs) =>
  choosePasswordAction(await readFormData(request, 16 * 1024), context);

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { token, linkProblem } = loaderData;
  return (
    <AuthCard
      eyebrow={loaderData.role === "admin" ? "Administration" : "Supplier portal"}
      title="Set your password"
      intro={
        token
          ? loaderData.role === "admin"
            ? "Choose the password for your admin account. This link works once."
            : "Choose the password you will use to sign in. This link works once."
          : undefined
      }
    >
      {token ? (
        <ChoosePasswordForm
          token={token}
          minLength={loaderData.minLength}
          maxLength={loaderData.maxLength}
          submitLabel="Set password"
          lastResult={actionData}
        />
      ) : (
        <LinkProblem message={linkProblem ?? "This page needs the link from your approval email."} />
      )}
    </AuthCard>
  );
}
