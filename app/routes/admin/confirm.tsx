import { CheckCircle2, Download } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { adminReturnPath } from "~/auth/sign-in.server";
import { StepUpPrompt } from "~/components/account/step-up-prompt";
import { downloadLinkClass } from "~/components/admin/list-controls";
import { readFormData } from "~/http/form-data.server";
import { privatePageMeta } from "~/marketing/page-meta";
import { requireRecentProof } from "~/routes/auth/step-up.server";
import type { Route } from "./+types/confirm";

// GET /admin/confirm?next=…: proof of identity before a sensitive read (an export), then the download.

export const meta: Route.MetaFunction = (args) => privatePageMeta(args, "Confirm it is you");

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const next = adminReturnPath(new URL(request.url).searchParams.get("next"));
  return { prompt: { stepUp: { fields: [], offerCode: admin.hasSecondFactor, error: null } }, next };
}

/**
 * Once confirmed, the page offers the file rather than redirecting to it: a client-side redirect
 * to a download would render the admin layout with nothing in it, and the file would not come.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const next = adminReturnPath(new URL(request.url).searchParams.get("next"));
  const proof = await requireRecentProof(request, context, admin, await readFormData(request, 4 * 1024), "en");
  if (proof) return proof;
  return new URL(next, request.url).pathname.endsWith(".csv") ? { download: next } : redirect(next);
}

export default function ConfirmIdentity({ loaderData, actionData }: Route.ComponentProps) {
  const download = actionData && "download" in actionData ? actionData.download : null;
  return (
    <div className="max-w-2xl">
      {download ? (
        <Downloading href={download} />
      ) : (
        <StepUpPrompt reply={actionData ?? loaderData.prompt} forDownload />
      )}
    </div>
  );
}

function Downloading({ href }: { href: string }) {
  const { t } = useTranslation("account");
  // The file is sent as an attachment: the browser saves it and stays on this page. Without
  // JavaScript, the link is there to press.
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return (
    <section className="rounded-xl border border-emerald-300 bg-emerald-50 p-6 shadow-sm">
      <p role="status" className="flex items-center gap-2 font-semibold text-navy-900">
        <CheckCircle2 aria-hidden className="size-5 text-emerald-700" />
        {t("stepUp.downloadReady")}
      </p>
      <a href={href} className={`mt-4 ${downloadLinkClass}`}>
        <Download aria-hidden className="size-4" /> {t("stepUp.downloadAgain")}
      </a>
    </section>
  );
}
