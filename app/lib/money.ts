// Built once per locale, currency and style: constructing an Intl formatter costs far more than using one.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units (paise, fils, cents) as people read it in `locale`: "₹2,000" or
 * "₹2,000.50" in English, "‏2,000 ₹" in Arabic (`ar-AE-u-nu-latn`: Western digits, the currency after).
 * `decimals: "always"` is for columns of figures (tables, invoices, quotations): "₹2,000.00" lines
 * up under "₹195.24"; prose and buttons drop the ".00".
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  locale = "en-AE",
  decimals: "as-needed" | "always" = "as-needed",
): string {
  const amount = amountMinor / 100;
  const fractionDigits = decimals === "always" || !Number.isInteger(amount) ? 2 : 0;
  const key = `${locale}:${currency}:${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    // In English, rupees are grouped the Indian way (₹1,00,000); other currencies the way the UAE writes them.
    format = new Intl.NumberFormat(locale === "en-AE" && currency === "INR" ? "en-IN" : locale, {
      style: "currency",
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** An amount in minor units as a decimal, without the currency: 125050 → "1250.50" (price fields, CSV exports). */
export function decimalAmount(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  const sign = minor < 0 ? "-" : "";
  const whole = Math.abs(minor);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** Basis points as a percentage: 1250 → 12.5. */
export const percentOf = (basisPoints: number) => basisPoints / 100;
