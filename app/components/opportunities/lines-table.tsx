import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TableHead } from "~/components/ui/table-head";
import { localeOf } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { formatMoney } from "~/lib/money";
import type { Opportunity } from "~/quotes/opportunities.server";

type Line = Opportunity["lines"][number];

/**
 * The request's lines: item, quantity and, with a currency, the unit price (or its field) and the
 * line's total, with the quotation's total below. A table on a wide screen, a card per line on a phone.
 */
export function LinesTable(props: {
  lines: Line[];
  currency?: string;
  /** A line's unit price in minor units; undefined where it is not quoted. */
  priceOf?: (line: Line) => number | undefined;
  /** The field that takes a line's unit price, where the form shows one. */
  priceField?: (line: Line, index: number) => ReactNode;
}) {
  const { t } = useTranslation("opportunities");
  const locale = localeOf[useLanguage()].intl;
  const { currency, priceOf = () => undefined } = props;
  // Left to right in Arabic too: "US$" would otherwise be drawn "$US".
  const figure = (minor: number) => formatMoney(minor, currency!, locale, "always");
  const money = (minor: number) => <bdi dir="ltr">{figure(minor)}</bdi>;
  const totals = props.lines.map((line) => {
    const price = priceOf(line);
    return price === undefined ? undefined : price * line.quantity;
  });
  const total = totals.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  const columns = [t("detail.item"), t("detail.quantity")];
  if (currency) columns.push(t("detail.unitPrice"), t("detail.lineTotal"));
  const numeric = "px-4 py-3 md:text-end max-md:p-0";
  return (
    <table className="w-full text-sm max-md:block">
      <TableHead
        columns={columns}
        cellClassName="px-4 py-3 text-start font-semibold first:ps-6 not-first:text-end"
        className="border-y border-slate-100 bg-slate-50 max-md:hidden"
      />
      <tbody className="divide-y divide-slate-100 max-md:block max-md:border-t max-md:border-slate-100">
        {props.lines.map((line, index) => {
          const price = priceOf(line);
          return (
            <tr
              key={line.id}
              className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:px-4 max-md:py-4"
            >
              <td className="py-3 ps-6 pe-4 max-md:col-span-2 max-md:p-0">
                <span className="font-semibold text-navy-900">{line.name}</span>
                {line.detail ? <span className="block text-xs text-slate-500">{line.detail}</span> : null}
                {line.selected === null ? null : (
                  <span
                    className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${line.selected ? "bg-green-100 text-green-900" : "bg-slate-100 text-slate-700"}`}
                  >
                    {t(line.selected ? "detail.lineSelected" : "detail.lineNotSelected")}
                  </span>
                )}
                {line.notes ? (
                  <span className="mt-1 block text-xs text-slate-700">
                    {t("detail.lineNotes")} <bdi className="whitespace-pre-line">{line.notes}</bdi>
                  </span>
                ) : null}
              </td>
              <td className={numeric}>
                <span className="block text-xs text-slate-500 md:hidden">{t("detail.quantity")}</span>
                <bdi dir="ltr" className="font-medium">
                  {line.quantity.toLocaleString(locale)}
                </bdi>
              </td>
              {currency ? (
                <>
                  <td className={`${numeric} max-md:col-span-2 max-md:row-start-3`}>
                    {props.priceField ? (
                      props.priceField(line, index)
                    ) : (
                      <>
                        <span className="block text-xs text-slate-500 md:hidden">{t("detail.unitPrice")}</span>
                        {price === undefined ? (
                          <span className="text-slate-500">{t("detail.notQuoted")}</span>
                        ) : (
                          money(price)
                        )}
                      </>
                    )}
                  </td>
                  <td className={`${numeric} max-md:row-start-2 max-md:col-start-2`}>
                    <span className="block text-xs text-slate-500 md:hidden">{t("detail.lineTotal")}</span>
                    <span className="font-medium text-navy-900">
                      {totals[index] === undefined ? "—" : money(totals[index])}
                    </span>
                  </td>
                </>
              ) : null}
            </tr>
          );
        })}
      </tbody>
      {currency ? (
        <tfoot className="max-md:block">
          <tr className="border-t-2 border-slate-200 bg-slate-50 max-md:flex max-md:justify-between max-md:px-4 max-md:py-3">
            <th scope="row" colSpan={3} className="py-3 ps-6 pe-4 text-start font-semibold text-navy-900 max-md:p-0">
              {t("detail.total")}
            </th>
            <td aria-live="polite" className="px-4 py-3 text-end text-base font-bold text-navy-900 max-md:p-0">
              {money(total)}
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
