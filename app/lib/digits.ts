const easternDigits = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * "٠٥٠ ١٢٣ ٤٥٦٧" as "050 123 4567": digits typed on an Arabic (U+0660–0669) or Persian/Urdu
 * (U+06F0–06F9) keyboard become the Western digits every number field is read in and stored as.
 */
export function westernDigits(text: string): string {
  return text.replace(easternDigits, (digit) => String(digit.charCodeAt(0) & 0xf));
}
