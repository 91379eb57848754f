/**
 * A rendered page whose scripts wait for its first paint (docs/decisions/0014). Browsers fetch
 * React Router's `<link rel="modulepreload">` hints, and the imports of its module script, at high
 * priority; Lighthouse's mobile simulation counts every high-priority script that arrived before the
 * first paint as on that paint's path, so whether the page's 130 kB of scripts stood before its
 * first paint depended on which came first on the test machine: 0.76 s or 1.2 s, page by page and
 * run by run. Here the hints are dropped, and the module script is kept as inert text that a small
 * script starts once the first paint is shown, with the same words and nonce, so React Router
 * hydrates the page as before. Works on bytes: the page is never decoded into a string.
 */
export function withScriptsAfterFirstPaint(page: NonSharedBuffer, nonce: string): NonSharedBuffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let start = page.indexOf(modulePreload); start !== -1; start = page.indexOf(modulePreload, from)) {
    const end = page.indexOf(">", start);
    if (end === -1) break;
    kept.push(page.subarray(from, start));
    from = end + 1;
  }
  const moduleScript = page.indexOf(moduleType, from);
  const moduleScriptEnd = moduleScript === -1 ? -1 : page.indexOf(scriptEnd, moduleScript);
  if (moduleScriptEnd !== -1) {
    const end = moduleScriptEnd + scriptEnd.length;
    kept.push(page.subarray(from, moduleScript), afterPaintType, page.subarray(moduleScript + moduleType.length, end));
    kept.push(Buffer.from(`<script nonce="${nonce}">${startAfterFirstPaint}</script>`));
    from = end;
  }
  if (from === 0) return page;
  kept.push(page.subarray(from));
  return Buffer.concat(kept);
}

const modulePreload = Buffer.from('<link rel="modulepreload"');
const moduleType = Buffer.from(' type="module" async=""');
const afterPaintType = Buffer.from(' type="text/plain" data-after-first-paint=""');
const scriptEnd = Buffer.from("</script>");

/**
 * Starts the inert copy as a module script once the browser reports the first contentful paint (a
 * frame drawn is not yet a frame shown); at once in a browser without paint timing, and after 3 s
 * where none is reported (a page opened in a background tab).
 */
const startAfterFirstPaint =
  '(function(){function go(){var t=document.querySelector("script[data-after-first-paint]");if(!t)return;var s=document.createElement("script");s.type="module";s.nonce=t.nonce;s.text=t.text;t.replaceWith(s)}var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});setTimeout(go,3000)})()';
