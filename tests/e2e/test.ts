import { test as base, type BrowserContext, type Page } from "@playwright/test";

export { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

/**
 * Playwright's test, whose navigations (`goto`, `reload`) resolve once the page has hydrated where
 * JavaScript runs. A page's scripts start after its first paint (decision 0014), which may come
 * after its load event: without this, a test could click a button before it answers to clicks.
 * Every page counts: the `page` fixture's, and those of contexts a test or a hook opens itself.
 */
export const test = base.extend<{ javaScriptForContexts: void }, { hydratingContexts: void }>({
  // Playwright gives every context the test's options, its own included: so JavaScript runs in a
  // context unless the context's options or the test's say otherwise.
  javaScriptForContexts: [
    async ({ javaScriptEnabled }, use) => {
      javaScriptByDefault = javaScriptEnabled !== false;
      await use();
      javaScriptByDefault = true;
    },
    { auto: true },
  ],
  hydratingContexts: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled ?? javaScriptByDefault) waitForHydrationIn(context);
        return context;
      };
      await use();
    },
    { scope: "worker", auto: true },
  ],
});

let javaScriptByDefault = true;

function waitForHydrationIn(context: BrowserContext) {
  context.on("page", (page) => {
    for (const method of ["goto", "reload"] as const) {
      const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
      page[method] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        await hydrated(page);
        return response;
      }) as Page[typeof method];
    }
  });
}

/** A page React Router hydrates (it has the scripts) has hydrated; any other page is as it will stay. */
function hydrated(page: Page) {
  return page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      !document.querySelector('script[data-after-first-paint], script[type="module"]'),
  );
}
