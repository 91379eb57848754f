import { z } from "./zod";

const lineBreakOrControl = /[\p{Cc}\u2028\u2029]/u;

/**
 * One line of text: a run of spaces holding a line break, tab or other control character (pasted
 * from a document, say) becomes one space, so a name or a city never breaks an email subject, an
 * invoice or a CSV row. One pass over whole runs: linear, whatever a hostile form sends.
 */
export function oneLine(value: string): string {
  return value.replace(/[\s\p{Cc}]+/gu, (run) => (lineBreakOrControl.test(run) ? " " : run));
}

/** A one-line field: line breaks folded, trimmed, then `checks`; `required` is the message when it is missing. */
export function line(required: string | undefined, ...checks: Parameters<ReturnType<typeof z.string>["check"]>) {
  return z.string(required ? { error: required } : undefined).check(z.overwrite(oneLine), z.trim(), ...checks);
}

/** A required one-line field, at most `max` characters. */
export function requiredLine(required: string, max: number, tooLong: string) {
  return line(required, z.minLength(1, required), z.maxLength(max, tooLong));
}
