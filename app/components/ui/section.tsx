import type { ReactNode } from "react";

const tones = {
  white: "bg-white",
  grey: "bg-slate-50",
  navy: "bg-navy-900 text-white",
};

/** A full-width band of a page, with the site's width and spacing. */
export function Section(props: {
  tone?: keyof typeof tones;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={props.labelledBy} className={`${tones[props.tone ?? "white"]} py-20`}>
      <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${props.className ?? ""}`}>{props.children}</div>
    </section>
  );
}
