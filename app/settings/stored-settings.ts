import type { z } from "zod";

/**
 * A stored settings object read against today's rules: each top-level field that is missing, or
 * that an older rule let through and today's refuses, takes its default; the others keep what the
 * admin saved. One bad field never sends every setting back to its default.
 */
export function storedOrDefault<T extends object>(schema: z.ZodType<T>, defaults: T, stored: unknown): T {
  const merged: Record<string, unknown> = {
    ...(defaults as Record<string, unknown>),
    ...(typeof stored === "object" ? stored : {}),
  };
  const first = schema.safeParse(merged);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue) => issue.path[0]));
  const mended = Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [
      key,
      refused.has(key) ? (defaults as Record<string, unknown>)[key] : value,
    ]),
  );
  const second = schema.safeParse(mended);
  return second.success ? second.data : defaults;
}
