import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalPath } from "~/marketing/use-local-path";
import { FormAlert } from "~/components/ui/form-field";

/** The frame of the sign-in and password pages: the dark band under the navigation bar, then a card. */
export function AuthCard(props: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-slate-50 pb-20">
      <div className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] px-4 pt-28 pb-28 text-center text-white sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{props.eyebrow}</p>
        <h1 className="mt-3 text-3xl font-bold sm:text-4xl">{props.title}</h1>
      </div>
      <div className="mx-auto -mt-20 max-w-md px-4 sm:px-0">
        <div className="rounded-xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          {props.intro ? <div className="mb-6 text-sm leading-6 text-slate-600">{props.intro}</div> : null}
          {props.children}
        </div>
      </div>
    </section>
  );
}

/** A short confirmation or notice inside an auth card. */
export function Notice({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "success" }) {
  const colours = tone === "success" ? "bg-green-50 text-green-900" : "bg-sky-50 text-sky-900";
  return (
    <p role="status" className={`mb-6 rounded-md px-4 py-3 text-sm font-medium ${colours}`}>
      {children}
    </p>
  );
}

export const primaryButtonClass =
  "inline-flex w-full items-center justify-center rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60";

/** An emailed link that no longer works, with the way to get a new one. */
export function LinkProblem({ message }: { message: string }) {
  const { t } = useTranslation("auth");
  const local = useLocalPath();
  return (
    <div>
      <FormAlert id="link-problem" errors={[message]} />
      <Link to={local("/reset-password")} className={`mt-6 ${primaryButtonClass}`}>
        {t("newLink")}
      </Link>
    </div>
  );
}
