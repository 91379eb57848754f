import { z } from "./zod";

/**
 * One line of text: line breaks, tabs and other control characters (pasted from a document, say)
 * become one space, so a name or a city never breaks an email subject, an invoice or a CSV row.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  return value.replace(/\s*[\u0000-\u001f\u007f]+\s*/g, " ");
}

/** A required one-line field, trimmed, at most `max` characters. */
export function requiredLine(required: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .check(z.overwrite(oneLine), z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
}
