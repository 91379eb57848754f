/**
 * A rendered page without React Router's `<link rel="modulepreload">` hints (docs/decisions/0014).
 * Browsers fetch preloads at high priority, and Lighthouse's mobile simulation counts every
 * high-priority request found before the first paint as on its path: five of them held the first
 * paint back to about 1.9 s. The page's module script imports the same files, after the paint.
 */
export function withoutModulePreloads(page: NonSharedBuffer): NonSharedBuffer {
  let start = page.indexOf(modulePreload);
  if (start === -1) return page;
  // Byte offsets, found natively: the page is never decoded into a string.
  const kept: Buffer[] = [];
  let from = 0;
  for (; start !== -1; start = page.indexOf(modulePreload, from)) {
    kept.push(page.subarray(from, start));
    from = page.indexOf(">", start) + 1;
  }
  kept.push(page.subarray(from));
  return Buffer.concat(kept);
}

const modulePreload = Buffer.from('<link rel="modulepreload"');
