import { z } from "./zod";

const lineBreakOrControl = /[\p{Cc}\u2028\u2029]/u;

/**
 * The direction embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069): one left
 * open in a name turns the rest of an email subject or a list row around ("…\u202Eevil" shows as
 * "live…"). The page isolates what it shows itself; the marks U+200E, U+200F and U+061C stay.
 */
const bidiOverride = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * One line of text: direction overrides dropped, and a run of spaces holding a line break, tab or
 * other control character (pasted from a document, say) becomes one space, so a name or a city never breaks an email subject, an
 * invoice or a CSV row. One pass over whole runs: linear, whatever a hostile form sends.
 */
export function oneLine(value: string): string {
  return value.replace(bidiOverride, "").replace(/[\s\p{Cc}]+/gu, (run) => (lineBreakOrControl.test(run) ? " " : run));
}

/** A one-line field: line breaks folded, trimmed, then `checks`; `required` is the message when it is missing. */
export function line(required: string | undefined, ...checks: Parameters<ReturnType<typeof z.string>["check"]>) {
  return z.string(required ? { error: required } : undefined).check(z.overwrite(oneLine), z.trim(), ...checks);
}

/** A required one-line field, at most `max` characters. */
export function requiredLine(required: string, max: number, tooLong: string) {
  return line(required, z.minLength(1, required), z.maxLength(max, tooLong));
}
