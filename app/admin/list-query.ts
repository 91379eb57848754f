import { z } from "zod";

/** Rows per page in every admin list. */
export const PAGE_SIZE = 25;

/** Filters read from a list page's query string; a malformed value falls back to its default. */
export function readListQuery<Shape extends z.ZodRawShape>(url: URL, shape: Shape) {
  const raw = Object.fromEntries(url.searchParams);
  const values: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const parsed = (schema as z.ZodType).safeParse(raw[key] === "" ? undefined : raw[key]);
    values[key] = parsed.success ? parsed.data : (schema as z.ZodType).safeParse(undefined).data;
  }
  return values as z.output<z.ZodObject<Shape>>;
}

export const searchText = z.string().trim().max(100).optional();
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
