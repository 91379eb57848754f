import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What happens after a quote request is sent: beside the form, and on its confirmation. */
export function QuoteSteps({ children }: { children?: ReactNode }) {
  const { t } = useTranslation("quoteRequest");
  return (
    <aside aria-labelledby="quote-next" className="h-fit rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="quote-next" className="text-lg font-semibold text-navy-900">
        {t("steps.title")}
      </h2>
      <ol className="mt-4 list-decimal space-y-3 ps-5 text-sm leading-6 text-slate-600">
        <li>{t("steps.check")}</li>
        <li>{t("steps.source")}</li>
        <li>{t("steps.quote")}</li>
      </ol>
      {children}
    </aside>
  );
}
