// Built once per currency and style: constructing an Intl formatter costs far more than using one.
const formats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units (paise, fils, cents) as people read it: "₹2,000" or "₹2,000.50". */
export function formatMoney(amountMinor: number, currency: string): string {
  const amount = amountMinor / 100;
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const key = `${currency}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    // Rupees are grouped the Indian way (₹1,00,000); other currencies the way the UAE writes them.
    format = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-AE", {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
