import { data, redirect, useNavigation } from "react-router";
import { endSession, listSessions } from "~/auth/account-security.server";
import { signOutEverywhere } from "~/auth/sign-out.server";
import { requireAdmin } from "~/auth/guards.server";
import { secondFactorStatus, showBackupCodes } from "~/auth/second-factor.server";
import { listPasskeys } from "~/auth/passkeys.server";
import { PasskeySettings } from "~/components/account/passkey-settings";
import { SessionsList } from "~/components/account/sessions-list";
import { TwoFactorSettings, type SecondFactorReply } from "~/components/account/two-factor-settings";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { useCompany } from "~/root";
import { isSecondFactorIntent, secondFactorAction } from "~/routes/auth/second-factor-actions.server";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Your account security");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.services;
  const [secondFactor, passkeys, sessions] = await Promise.all([
    secondFactorStatus(db, admin.id),
    listPasskeys(db, admin.id),
    listSessions(db, admin.id, admin.sessionId),
  ]);
  const params = new URL(request.url).searchParams;
  const outcome = {
    backupCodes: await showBackupCodes(context.services, admin.id, params.get("backup-codes")),
    turnedOff: params.get("two-factor") === "off",
    passkeyAdded: params.get("passkey") === "added",
  };
  return { email: admin.email, secondFactor, passkeys, sessions, outcome };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await readFormData(request, 8 * 1024);
  const intent = form.get("intent");
  const { services } = context;
  if (intent === "end-session") {
    await endSession(services.db, admin.id, String(form.get("sessionId") ?? ""));
    return { form: intent, done: "That device has been signed out." };
  }
  if (intent === "end-all") {
    const headers = await signOutEverywhere(services, request, admin.id, admin.actor);
    return redirect("/login?signed-out=1", { headers });
  }
  if (!isSecondFactorIntent(intent)) return data({ form: "unknown" }, { status: 400 });
  return secondFactorAction(intent, form, { request, context, user: admin, actor: admin.actor, language: "en" });
}

export default function AdminSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const company = useCompany();
  const busy = useNavigation().state === "submitting";
  const signedOutDevice = actionData && "done" in actionData && actionData.form === "end-session";
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-navy-900">Your account security</h1>
      <p className="mt-1 text-sm text-slate-600">
        How <bdi>{loaderData.email}</bdi> signs in to the admin area.
      </p>
      <div className="mt-6">
        <TwoFactorSettings
          status={loaderData.secondFactor}
          email={loaderData.email}
          company={company.name}
          required={!loaderData.secondFactor.any}
          reply={actionData as SecondFactorReply | undefined}
          outcome={loaderData.outcome}
        />
      </div>
      <div className="mt-6">
        <PasskeySettings
          passkeys={loaderData.passkeys}
          admin
          reply={actionData as SecondFactorReply | undefined}
          added={loaderData.outcome.passkeyAdded}
        />
      </div>
      {signedOutDevice ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
          That device has been signed out.
        </p>
      ) : null}
      <SessionsList sessions={loaderData.sessions} busy={busy} />
    </div>
  );
}
