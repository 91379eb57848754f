import { westernDigits } from "~/lib/digits";

/** A card field's value as it is typed: the number in groups of four, the expiry with its slash. */
export function formatAsTyped(field: "cardNumber" | "expiry", typed: string): string {
  const digits = westernDigits(typed).replace(/\D/g, "");
  if (field === "cardNumber") return digits.slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}` : digits;
}
