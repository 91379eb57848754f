import { pathInLanguage, type Language } from "~/i18n/languages";

/**
 * A supplier's payment page in `language`, "/ar/payment-required?email=…", with `extra` query
 * parameters ("&payment=…"): where sign-in, the dashboard and the payment steps send a supplier.
 */
export function paymentPagePath(email: string, language: Language, extra = ""): string {
  return `${pathInLanguage("/payment-required", language)}?email=${encodeURIComponent(email)}${extra}`;
}
