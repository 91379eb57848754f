import { westernDigits } from "~/lib/digits";

// Apart from card-form.ts, which the payment dialog loads only once it opens (it brings zod): the
// dialog formats the fields from the first key pressed.

/**
 * A card field's value as it is typed: the number in groups of four; the expiry with its slash
 * once the month is known ("4" → "04/", "1/" → "01/", "12" → "12/"). A value with a four-digit
 * year (pasted, or filled in by the browser) is left as it is, for the form to read.
 */
export function formatAsTyped(field: "cardNumber" | "expiry", typed: string): string {
  const text = westernDigits(typed).replace(/\s/g, "");
  const digits = text.replace(/\D/g, "");
  if (field === "cardNumber") return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
  if (digits.length > 4) return typed;
  const singleDigitMonth = /^(\d)[/-]/.exec(text) ?? /^([2-9])$/.exec(text);
  if (singleDigitMonth) return `0${singleDigitMonth[1]}/${digits.slice(1)}`;
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
