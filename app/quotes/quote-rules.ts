import type { quoteRequestStatuses } from "~/db/enums";
import { dubaiDate } from "~/lib/dates";

// The rules of quote requests (docs/quotes.md): which state follows which, when quotations are
// accepted, how references read and how prices in the Gulf's pegged currencies compare.

export type QuoteRequestStatus = (typeof quoteRequestStatuses)[number];

/**
 * new: just sent by the buyer; sourcing: suppliers invited; quoted: the customer quotation is sent;
 * won / lost: the buyer's answer; cancelled: dropped by the team before an answer.
 */
const nextStatuses: Record<QuoteRequestStatus, readonly QuoteRequestStatus[]> = {
  new: ["sourcing", "cancelled"],
  sourcing: ["quoted", "cancelled"],
  quoted: ["won", "lost", "cancelled"],
  won: [],
  lost: [],
  cancelled: [],
};

export function canMoveQuoteRequest(from: QuoteRequestStatus, to: QuoteRequestStatus): boolean {
  return nextStatuses[from].includes(to);
}

/** The buyer's answer and cancelling: the moves an admin makes by hand (the others follow from their work). */
export const manualStatuses = ["won", "lost", "cancelled"] as const satisfies readonly QuoteRequestStatus[];

/**
 * Whether the team may change a request's quantities (to match the buyer's bill of materials, say):
 * until suppliers are invited, who then quote on them.
 */
export const quantitiesEditable = (status: QuoteRequestStatus) => status === "new";

/** Whether suppliers may be invited to a request in this state. */
export const invitesOpen = (status: QuoteRequestStatus) => status === "new" || status === "sourcing";

/** Whether an invited supplier may send or revise a quotation: the request is sourcing and its deadline is ahead. */
export function acceptsQuotations(request: { status: QuoteRequestStatus; deadline: Date | null }, now: Date): boolean {
  return request.status === "sourcing" && request.deadline !== null && now < request.deadline;
}

/** The deadline while quotations are accepted; null once they are not (passed, awarded, cancelled). */
export const acceptedUntil = (request: { status: QuoteRequestStatus; deadline: Date | null }, now: Date) =>
  acceptsQuotations(request, now) ? request.deadline : null;

/** Why a request does not accept quotations at `now`: its deadline has passed, or it is not sourcing; null while it does. */
export function closedBecause(request: { status: QuoteRequestStatus; deadline: Date | null }, now: Date) {
  if (acceptsQuotations(request, now)) return null;
  return request.status === "sourcing" && request.deadline !== null ? ("deadline" as const) : ("closed" as const);
}

/** A request's reference as everyone reads it: "Q-2026-00042", the year it was sent (in Dubai) and its number. */
export function quoteReference(request: { number: number; createdAt: Date }): string {
  return `Q-${dubaiDate(request.createdAt).slice(0, 4)}-${String(request.number).padStart(5, "0")}`;
}

/** The number in a reference someone types ("Q-2026-00042", "q-42", "42"), for search. */
export function numberInReference(text: string): number | undefined {
  const match = /^\s*(?:q-?)?(?:\d{4}-)?0*(\d{1,9})\s*$/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

/**
 * The currencies a supplier may quote in, with the fils one unit is worth. The dirham and the other
 * Gulf currencies are pegged to the US dollar, so these rates are fixed, not a market feed; the
 * Kuwaiti dinar floats against a basket and is left out.
 */
export const quoteCurrencies = {
  AED: 1,
  USD: 3.6725,
  SAR: 3.6725 / 3.75,
  QAR: 3.6725 / 3.64,
  OMR: 3.6725 / 0.3845,
  BHD: 3.6725 / 0.376,
} as const;
export type QuoteCurrency = keyof typeof quoteCurrencies;
export const quoteCurrencyCodes = Object.keys(quoteCurrencies) as QuoteCurrency[];

/** An amount in hundredths of `currency`'s unit (as every amount is kept), in fils. */
export function inDirhams(amountMinor: number, currency: QuoteCurrency): number {
  return Math.round(amountMinor * quoteCurrencies[currency]);
}

/** A cost with the company's margin on it, rounded to the fils. */
export function withMargin(costMinor: number, marginBasisPoints: number): number {
  return Math.round((costMinor * (10_000 + marginBasisPoints)) / 10_000);
}

/** The largest bill of materials or supplier quotation PDF accepted. */
export const MAX_QUOTE_FILE_BYTES = 5 * 1024 * 1024;
