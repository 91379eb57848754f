/**
 * A file name safe to store and send back: `name`'s base in ASCII letters, digits, dashes and
 * underscores (80 at most), or `fallback`, with the extension its content was judged to have.
 */
export function safeFileName(name: string, fallback: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || fallback}.${extension}`;
}
