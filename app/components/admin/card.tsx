import { useId, type ReactNode } from "react";

// The pieces of the admin area's record pages (a supplier's file, a quote request).

/** A titled card: a region named by its title. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-base font-semibold text-navy-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Labels and values in two columns; a value may be in either script, so each keeps its own direction. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd dir="auto" className="font-medium break-words text-slate-900">
            {value || "Not given"}
          </dd>
        </div>
      ))}
    </dl>
  );
}
