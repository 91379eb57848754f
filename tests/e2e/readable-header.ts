import { expect, type Page } from "@playwright/test";

/**
 * Checks the site's bar at the top of the page: a see-through bar (white text) must sit on a dark
 * background, or white text stands on white. A solid bar is readable anywhere.
 */
export async function expectReadableHeader(page: Page, label = page.url()): Promise<void> {
  const beneath = await page.evaluate(() => {
    const header = document.querySelector<HTMLElement>("header[data-solid]");
    if (!header || header.dataset.solid === "true") return null;
    const { width, height } = header.getBoundingClientRect();
    header.style.visibility = "hidden";
    let element = document.elementFromPoint(width / 2, height / 2) as HTMLElement | null;
    header.style.visibility = "";
    for (; element; element = element.parentElement) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour;
    }
    return "rgb(255, 255, 255)";
  });
  if (beneath === null) return;
  const [red, green, blue] = beneath.match(/\d+(\.\d+)?/g)!.map(Number);
  const lightness = (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
  expect(lightness, `${label}: the see-through bar's white text sits on ${beneath}`).toBeLessThan(0.4);
}
