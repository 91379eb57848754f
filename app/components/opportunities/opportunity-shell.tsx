import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * An opportunities page: the portal's dark band with a way back, an eyebrow, the title and what goes
 * beside it, then the content, wider than the dashboard's other pages for the tables.
 */
export function OpportunityShell(props: {
  back: { to: string; label: string };
  eyebrow?: ReactNode;
  title: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] pt-28 pb-20 text-white">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <Link
            to={props.back.to}
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-300 underline"
          >
            <ArrowRight aria-hidden className="size-4 -scale-x-100 rtl:scale-x-100" /> {props.back.label}
          </Link>
          {props.eyebrow ? (
            <p className="mt-4 text-sm font-semibold tracking-widest text-brand-300 uppercase">{props.eyebrow}</p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold sm:text-4xl">{props.title}</h1>
            {props.aside}
          </div>
        </div>
      </div>
      <div className="mx-auto -mt-10 max-w-5xl space-y-6 px-4 sm:px-6">{props.children}</div>
    </section>
  );
}

/** A notice above a page's content: a success, a reason the page is read-only, an outcome. */
export function Notice(props: { tone: "success" | "warning" | "info"; role?: "status"; children: ReactNode }) {
  const tones = {
    success: "bg-green-50 text-green-900 ring-green-200",
    warning: "bg-amber-50 text-amber-950 ring-amber-200",
    info: "bg-sky-50 text-sky-950 ring-sky-200",
  };
  return (
    <div role={props.role} className={`rounded-lg px-4 py-3 text-sm shadow-sm ring-1 ${tones[props.tone]}`}>
      {props.children}
    </div>
  );
}
