import { data } from "react-router";
import { createAdmin } from "~/auth/accounts.server";
import { requireAdmin } from "~/auth/guards.server";
import { resetSecondFactor } from "~/auth/second-factor.server";
import { AdminSettings } from "~/components/admin/settings";
import { parseForm } from "~/forms/parse-form";
import { readFormData } from "~/http/form-data.server";
import { withFormErrors } from "~/http/route-errors.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { StepUpPrompt } from "~/components/account/step-up-prompt";
import { requireRecentProof } from "~/routes/auth/step-up.server";
import { domainDeps } from "~/services.server";
import { listAdmins, removeAdmin, updateCompanyFacts, updateSecuritySettings } from "~/settings/admin-settings.server";
import { settingsFormSchema } from "~/settings/settings-forms";
import { getCompanyFacts, getSecuritySettings } from "~/settings/settings.server";
import type { Route } from "./+types/settings";
import { linkLifetimeHours } from "~/auth/link-lifetimes";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.services;
  const [company, security, admins] = await Promise.all([getCompanyFacts(db), getSecuritySettings(db), listAdmins(db)]);
  return { company, security, admins, you: admin.id };
}

const savedMessages = {
  company: "Company details saved. The public pages show them within a minute.",
  security: "Password policy saved. It applies to passwords chosen from now on.",
  invite: `Invitation sent. The new admin has ${linkLifetimeHours.set_password} hours to set a password.`,
  remove: "Admin removed. Their sessions have ended.",
  "reset-second-factor":
    "Second factor reset and sessions ended. The admin has been emailed, and sets up a new second factor at their next sign-in.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormData(request, 32 * 1024);
  const proof = await requireRecentProof(request, context, admin, form, "en");
  if (proof) return proof;
  const submission = parseForm(form, settingsFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { db } = context.services;
  const change = submission.value;
  return withFormErrors(context, submission, async () => {
    if (change.intent === "company") {
      const { intent: _intent, ...facts } = change;
      await updateCompanyFacts(db, admin.actor, facts);
      // The public pages show these facts: drop this instance's rendered copies now.
      context.services.pageCache.clear();
    }
    if (change.intent === "security") await updateSecuritySettings(db, admin.actor, change);
    if (change.intent === "invite") await createAdmin(domainDeps(context), change.email, admin.actor);
    if (change.intent === "remove") await removeAdmin(db, admin.actor, change.userId);
    if (change.intent === "reset-second-factor") {
      await resetSecondFactor(domainDeps(context), { userId: change.userId, actor: admin.actor });
    }
    return data({ ...submission.reply({ resetForm: true }), saved: savedMessages[change.intent] });
  });
}

export default function AdminSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <StepUpPrompt reply={actionData} />
      <AdminSettings {...loaderData} lastResult={actionData && "stepUp" in actionData ? undefined : actionData} />
    </>
  );
}
