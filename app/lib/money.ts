/** An amount in minor units (paise, fils, cents) as people read it: "₹2,000" or "₹2,000.50". */
export function formatMoney(amountMinor: number, currency: string): string {
  const amount = amountMinor / 100;
  // Rupees are grouped the Indian way (₹1,00,000); other currencies the way the UAE writes them.
  return new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-AE", {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
