// Values kept in text columns that admit only these: the schema declares its columns with them, and
// the domain modules that give them meaning import them from here.

/** The supplier lifecycle's states (DESIGN.md §5; the transitions are in app/suppliers/lifecycle.ts). */
export const supplierStatuses = [
  "pending_review",
  "rejected",
  "approved",
  "awaiting_payment",
  "active",
  "expired",
  "suspended",
] as const;

/** A quote request's states (the transitions are in app/quotes/quote-states.ts). */
export const quoteRequestStatuses = ["new", "sourcing", "quoted", "won", "lost", "cancelled"] as const;

/** What became of an invited supplier's quotation once the request was awarded. */
export const quotationOutcomes = ["awarded", "not_selected"] as const;

/** Who services a quoted item under warranty (app/quotes/warranty.ts). */
export const warrantyServices = ["on_site", "return_to_base", "manufacturer"] as const;
