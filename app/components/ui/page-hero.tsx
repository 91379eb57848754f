import type { ReactNode } from "react";

/** The dark band every inner page opens with; the transparent navigation bar sits on it. */
export function PageHero(props: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-navy-950 bg-[radial-gradient(ellipse_at_top_right,rgba(217,119,6,0.22),transparent_55%)] text-white">
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-16 sm:px-6 lg:pt-40 lg:pb-20">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{props.eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-4xl font-bold sm:text-5xl">{props.title}</h1>
        {props.children ? (
          <div className="mt-5 max-w-3xl text-lg leading-8 text-slate-200">{props.children}</div>
        ) : null}
      </div>
    </section>
  );
}
