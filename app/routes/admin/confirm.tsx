import { redirect } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { adminReturnPath } from "~/auth/sign-in.server";
import { StepUpPrompt } from "~/components/account/step-up-prompt";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { requireRecentProof } from "~/routes/auth/step-up.server";
import type { Route } from "./+types/confirm";

// GET /admin/confirm?next=…: proof of identity before a sensitive read (an export), then back to it.

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Confirm it is you");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const next = adminReturnPath(new URL(request.url).searchParams.get("next"));
  return { prompt: { stepUp: { fields: [], offerCode: admin.hasSecondFactor, error: null } }, next };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const next = adminReturnPath(new URL(request.url).searchParams.get("next"));
  const proof = await requireRecentProof(request, context, admin, await readFormData(request, 4 * 1024), "en");
  return proof ?? redirect(next);
}

export default function ConfirmIdentity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-2xl">
      <StepUpPrompt reply={actionData ?? loaderData.prompt} />
    </div>
  );
}
