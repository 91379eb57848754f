/**
 * A rendered page without React Router's `<link rel="modulepreload">` hints (docs/decisions/0014).
 * Browsers fetch preloads at high priority, and Lighthouse's mobile simulation counts every
 * high-priority request found before the first paint as on its path: five of them held the first
 * paint back to about 1.9 s. The page's module script imports the same files, after the paint.
 */
export function withoutModulePreloads(page: NonSharedBuffer): NonSharedBuffer {
  const html = page.toString();
  const start = html.indexOf('<link rel="modulepreload"');
  if (start === -1) return page;
  return Buffer.from(html.slice(0, start) + html.slice(start).replace(modulePreload, ""));
}

const modulePreload = /<link rel="modulepreload"[^>]*>/g;
