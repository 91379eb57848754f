import { useTranslation } from "react-i18next";
import type { OpportunityState } from "~/quotes/opportunities.server";

const colours: Record<OpportunityState, string> = {
  open: "bg-amber-100 text-amber-900",
  quoted: "bg-sky-100 text-sky-900",
  closed: "bg-slate-200 text-slate-800",
  awarded: "bg-green-100 text-green-900",
  not_selected: "bg-slate-100 text-slate-700",
  cancelled: "bg-red-100 text-red-900",
};

/** What a request is to the supplier: open, quoted, closed, awarded, not selected, cancelled. */
export function StateBadge({ state }: { state: OpportunityState }) {
  const { t } = useTranslation("opportunities");
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${colours[state]}`}
    >
      {t(`state.${state}`)}
    </span>
  );
}
