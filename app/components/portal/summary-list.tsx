import type { ReactNode } from "react";

/** Label and value rows, as on the page and in the payment dialog. */
export function SummaryList(props: { rows: Array<[string, ReactNode]>; className?: string; children?: ReactNode }) {
  return (
    <dl className={`divide-y divide-slate-100 text-sm ${props.className ?? ""}`}>
      {props.rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
          <dt className="text-slate-600">{label}</dt>
          <dd dir="auto" className="ms-auto min-w-0 text-end font-semibold break-words text-navy-900">
            {value}
          </dd>
        </div>
      ))}
      {props.children}
    </dl>
  );
}
