import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { PAGE_SIZE } from "~/admin/list-labels";
import { inputClass } from "~/components/ui/form-field";
import { SidewaysScroll } from "~/components/ui/sideways-scroll";

/** A GET form of filters above an admin list; it works without JavaScript and keeps the URL shareable. */
export function ListFilters(props: { label: string; children: ReactNode }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={props.label}
      className="mt-6 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      {props.children}
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-md bg-navy-900 px-4 py-2 text-sm font-semibold text-white hover:bg-navy-800"
      >
        <Search aria-hidden className="size-4" /> Apply
      </button>
    </Form>
  );
}

export function SearchField(props: { name?: string; label: string; defaultValue?: string; placeholder?: string }) {
  const name = props.name ?? "q";
  return (
    <div className="min-w-56 flex-1">
      <label htmlFor={`filter-${name}`} className="block text-xs font-semibold text-slate-600 uppercase">
        {props.label}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="search"
        maxLength={100}
        defaultValue={props.defaultValue ?? ""}
        placeholder={props.placeholder}
        className={`${inputClass} mt-1`}
      />
    </div>
  );
}

export function SelectField(props: {
  name: string;
  label: string;
  defaultValue?: string;
  options: Array<[value: string, label: string]>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${props.name}`} className="block text-xs font-semibold text-slate-600 uppercase">
        {props.label}
      </label>
      <select
        id={`filter-${props.name}`}
        name={props.name}
        defaultValue={props.defaultValue ?? ""}
        className={`${inputClass} mt-1`}
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Showing 26–50 of 1,234" with previous and next links that keep the filters. */
export function Pagination({ list, noun }: { list: { page: number; pages: number; total: number }; noun: string }) {
  const props = { ...list, noun, pageSize: PAGE_SIZE };
  const location = useLocation();
  const linkTo = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(page));
    return `${location.pathname}?${params}`;
  };
  const first = props.total === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const last = Math.min(props.total, props.page * props.pageSize);
  const linkClass = "rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold hover:bg-slate-50";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>
        {props.total === 0
          ? `No ${props.noun}`
          : `Showing ${first.toLocaleString("en-GB")}–${last.toLocaleString("en-GB")} of ${props.total.toLocaleString("en-GB")} ${props.noun}`}
      </p>
      <div className="flex items-center gap-2">
        {props.page > 1 ? (
          <Link to={linkTo(props.page - 1)} className={linkClass}>
            Previous
          </Link>
        ) : null}
        <span>
          Page {props.page} of {props.pages}
        </span>
        {props.page < props.pages ? (
          <Link to={linkTo(props.page + 1)} className={linkClass}>
            Next
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** A download beside a list's heading (its CSV export), and the download after an identity check. */
export const downloadLinkClass =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-50";

/** A white card holding a list table. */
export function TableCard(props: { children: ReactNode; caption: string }) {
  return (
    <SidewaysScroll className="mt-4 rounded-lg shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        {props.children}
      </table>
    </SidewaysScroll>
  );
}

/** What an empty list says instead of a bare table. */
export function EmptyList(props: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-lg bg-white p-6 text-slate-600 shadow-sm ring-1 ring-slate-200">{props.children}</p>
  );
}
