import type { SupplierStatus } from "./lifecycle";

/**
 * The one status in which a supplier quotes, is invited to quote and is reminded: active (paid and
 * not expired). An expired supplier sees what they were invited to, read-only.
 */
export const QUOTING_STATUS = "active" satisfies SupplierStatus;
export const mayQuote = (status: SupplierStatus) => status === QUOTING_STATUS;
