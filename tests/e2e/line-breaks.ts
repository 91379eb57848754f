import type { Locator } from "@playwright/test";

/** The characters that begin each wrapped line of the element's text, after the first line. */
export async function charactersStartingLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const starts: string[] = [];
    let lastTop: number | undefined;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (lastTop !== undefined && rect.top > lastTop + 2) starts.push(text[index]!);
        lastTop = rect.top;
      }
    }
    return starts;
  });
}
