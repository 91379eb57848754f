import { formatMonth } from "~/lib/dates";
import { formatMoney } from "~/lib/money";

/**
 * Revenue by month as bars (one currency: the chart's), drawn on the server as SVG, with the same
 * figures in a table for screen readers and for copying.
 */
export function RevenueChart(props: { currency: string; months: Array<{ month: string; amountMinor: number }> }) {
  const max = Math.max(1, ...props.months.map((month) => month.amountMinor));
  const width = 720;
  const height = 220;
  const chartHeight = 170;
  const slot = width / props.months.length;
  const barWidth = Math.min(40, slot * 0.6);
  return (
    <figure className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <figcaption className="text-base font-semibold text-navy-900">
        Revenue by month ({props.currency}), last {props.months.length} months
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className="mt-4 h-auto w-full" aria-hidden="true">
        <line x1="0" x2={width} y1={chartHeight} y2={chartHeight} className="stroke-slate-300" />
        {props.months.map((month, index) => {
          const barHeight = Math.round((month.amountMinor / max) * (chartHeight - 20));
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={chartHeight - barHeight}
                width={barWidth}
                height={barHeight}
                rx="3"
                className="fill-brand-500"
              />
              <text
                x={index * slot + slot / 2}
                y={height - 25}
                textAnchor="middle"
                className="fill-slate-600 text-[13px]"
              >
                {formatMonth(month.month, "short")}
              </text>
              {month.amountMinor > 0 ? (
                <text
                  x={index * slot + slot / 2}
                  y={chartHeight - barHeight - 6}
                  textAnchor="middle"
                  className="fill-navy-900 text-[11px] font-semibold"
                >
                  {Math.round(month.amountMinor / 100).toLocaleString("en-GB")}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Revenue by month in {props.currency}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Received</th>
          </tr>
        </thead>
        <tbody>
          {props.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonth(month.month, "short")}</th>
              <td>{formatMoney(month.amountMinor, props.currency, undefined, "always")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
