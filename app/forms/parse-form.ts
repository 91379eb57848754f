import { formatPaths, parse, type Submission } from "@conform-to/dom";
import { safeParse, type $ZodType, type input, type output } from "zod/v4/core";

/**
 * Reads a submitted form into a Conform submission, validated by a zod schema. The same function
 * runs in the browser (instant feedback) and on the server (the check that counts). Works with
 * zod/mini schemas, which keep the browser bundle small.
 */
export function parseForm<Schema extends $ZodType>(
  formData: FormData | URLSearchParams,
  schema: Schema,
): Submission<input<Schema>, string[], output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const result = safeParse(schema, withoutEmptyValues(payload));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues)
        (error[formatPaths(issue.path as Array<string | number>)] ??= []).push(issue.message);
      return { error };
    },
  });
}

/** An empty field means "not given", as a browser cannot send undefined. */
function withoutEmptyValues(value: unknown): unknown {
  if (value === "") return undefined;
  if (typeof File !== "undefined" && value instanceof File && value.size === 0 && value.name === "") return undefined;
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withoutEmptyValues(entry)]));
  }
  return value;
}
