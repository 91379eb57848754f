import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalPath } from "~/marketing/use-local-path";

/** A page under the supplier dashboard: the dark band with a way back, the title, then the content. */
export function DashboardSubpage(props: { title: string; saved?: string | null; children: ReactNode }) {
  const { t } = useTranslation("portal");
  const local = useLocalPath();
  return (
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] pt-28 pb-20 text-white">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <Link
            to={local("/supplier-dashboard")}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" /> {t("dashboard.title")}
          </Link>
          <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{props.title}</h1>
        </div>
      </div>
      <div className="mx-auto -mt-10 max-w-3xl px-4 sm:px-6">
        {props.saved ? (
          <p
            role="status"
            className="mb-6 rounded-md bg-green-50 px-4 py-3 text-sm font-medium text-green-900 shadow-sm"
          >
            {props.saved}
          </p>
        ) : null}
        {props.children}
      </div>
    </section>
  );
}
