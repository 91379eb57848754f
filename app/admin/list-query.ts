import { z } from "zod";
import { PAGE_SIZE } from "./list-labels";

export { PAGE_SIZE };

/**
 * Filters read from a list page's query string; a malformed value falls back to its default.
 * NUL characters are dropped: PostgreSQL cannot compare text that holds one.
 */
export function readListQuery<Shape extends z.ZodRawShape>(url: URL, shape: Shape) {
  const raw = Object.fromEntries([...url.searchParams].map(([key, value]) => [key, value.replaceAll("\0", "")]));
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

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

/** One page of a list: its rows (already limited and offset) and the count of every match. */
export async function listPage<Row>(
  page: number,
  rows: Promise<Row[]>,
  counted: Promise<Array<{ total: number }>>,
): Promise<ListPage<Row>> {
  const [pageRows, [count]] = await Promise.all([rows, counted]);
  const total = count?.total ?? 0;
  return { rows: pageRows, total, page, pages: pageCount(total) };
}
