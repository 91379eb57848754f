import { Link } from "react-router";
import { formatDateTime } from "~/lib/dates";
import { contactStatusLabels, quoteStatusLabels } from "~/admin/list-labels";
import { statusLabels } from "~/suppliers/lifecycle";

export interface AuditEntryView {
  id: string;
  createdAt: Date | string;
  actorLabel: string;
  actorType: string;
  entityType: string;
  entityLabel: string;
  href: string | null;
  action: string;
  fromState: string | null;
  toState: string | null;
  note: string | null;
}

/** Each record's states as the admin area names them elsewhere. */
const stateLabels: Record<string, Record<string, string>> = {
  supplier: statusLabels,
  "quote-request": quoteStatusLabels,
  contact: contactStatusLabels,
};
const stateLabel = (entityType: string, state: string) => stateLabels[entityType]?.[state] ?? state;

/** "markRead" or "reset_password" → "Mark read", "Reset password". */
const actionLabel = (action: string) =>
  action
    .replace(/_/g, " ")
    .replace(/([A-Z])/g, " $1")
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

/** Audit entries as a list: when, who, what, the change of state and the note. */
export function AuditEntries(props: { entries: AuditEntryView[] }) {
  return (
    <ol className="divide-y divide-slate-100">
      {props.entries.map((entry) => (
        <li key={entry.id} className="py-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-navy-900">{actionLabel(entry.action)}</span>
            <span className="text-slate-600">
              {entry.href ? (
                <Link to={entry.href} className="text-brand-700 underline">
                  {entry.entityLabel}
                </Link>
              ) : (
                entry.entityLabel
              )}
            </span>
            {entry.fromState || entry.toState ? (
              <span className="text-slate-600">
                {entry.fromState ? stateLabel(entry.entityType, entry.fromState) : "—"} →{" "}
                {entry.toState ? stateLabel(entry.entityType, entry.toState) : "—"}
              </span>
            ) : null}
          </p>
          <p className="text-xs [overflow-wrap:anywhere] text-slate-500">
            {formatDateTime(entry.createdAt)} · {entry.actorLabel}
          </p>
          {entry.note ? (
            <p dir="auto" className="mt-1 [overflow-wrap:anywhere] text-slate-700">
              {entry.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
