import { westernDigits } from "~/lib/digits";
import { z } from "./zod";

/**
 * The checks of a phone number on a public form, after trimming: typed in Western or Arabic-Indic
 * digits, kept in Western digits, a "+" and 7 to 20 digits, spaces, brackets or dashes.
 */
export function phoneNumberChecks(invalid: string) {
  return [z.overwrite(westernDigits), z.regex(/^\+?[\d\s()-]{7,20}$/, invalid)] as const;
}
