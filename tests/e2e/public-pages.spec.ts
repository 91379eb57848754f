import http from "node:http";
import { expect, test } from "./test";
import { ar } from "../../app/i18n/catalogues/ar";
import { en } from "../../app/i18n/catalogues/en";
import { localeOf, pathInLanguage } from "../../app/i18n/languages";
import { pageLanguages, publicPages, publishedPages } from "../../app/marketing/public-pages";
import { expectReadableHeader } from "./readable-header";
import { axe } from "./axe";

// The server was started without APP_URL, so it names itself after its port.
const appUrl = `http://localhost:${process.env.E2E_PORT}`;

const catalogues = { en, ar };

test.describe("every public page, in each of its languages", () => {
  for (const page of publishedPages) {
    const { title, description } = catalogues[page.language].pages[page.page.id];
    test(`${page.path} is complete without JavaScript, with its own title, description, canonical URL and language`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.locator("html")).toHaveAttribute("lang", localeOf[page.language].html);
      await expect(tab.locator("html")).toHaveAttribute("dir", localeOf[page.language].dir);
      await expect(tab).toHaveTitle(`${title} | Falcon Edge IT`);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", description);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", `${appUrl}${page.path}`);
      await expect(tab.locator('meta[property="og:title"]')).toHaveAttribute("content", `${title} | Falcon Edge IT`);
      await expect(tab.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        localeOf[page.language].openGraph,
      );
      await expect(tab.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${appUrl}/images/social-card.png`,
      );
      await expect(tab.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(tab.getByRole("contentinfo")).toBeVisible();

      for (const image of await tab.locator("main img").all()) {
        await expect(image).toHaveAttribute("alt", /[\p{L}]{3,}/u);
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("height", /\d+/);
        await expect(image).toHaveAttribute("loading", "lazy");
      }
      await context.close();
    });

    test(`${page.path} has no axe violations, a readable bar on top, and builds no date formatter as it starts`, async ({
      page: tab,
    }) => {
      // The first Intl.DateTimeFormat a page builds loads the browser's date data (docs/performance.md).
      await tab.addInitScript(() => {
        const counted = window as unknown as { dateFormattersBuilt: number };
        counted.dateFormattersBuilt = 0;
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct(builtin, args) {
            counted.dateFormattersBuilt++;
            return Reflect.construct(builtin, args) as object;
          },
          apply(builtin, self, args) {
            counted.dateFormattersBuilt++;
            return Reflect.apply(builtin, self, args) as unknown;
          },
        });
      });
      await tab.goto(page.path);
      expect(await tab.evaluate(() => (window as unknown as { dateFormattersBuilt: number }).dateFormattersBuilt)).toBe(
        0,
      );
      await expectReadableHeader(tab);
      const results = await axe(tab).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test("on a phone, an icon beside text that wraps keeps its size on every public page", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  for (const page of publishedPages) {
    await tab.goto(page.path);
    const squeezed = await tab.locator("svg.lucide").evaluateAll((icons) =>
      icons
        .map((icon) => ({ name: icon.getAttribute("class"), box: icon.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && Math.abs(box.width - box.height) > 0.5)
        .map(({ name, box }) => `${name}: ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`),
    );
    expect(squeezed, page.path).toEqual([]);
  }
  await context.close();
});

test("each page and its twin name each other with hreflang, both ways, and English is the default", async ({
  request,
}) => {
  for (const page of publicPages.filter((candidate) => pageLanguages(candidate).length > 1)) {
    const twins = pageLanguages(page).map((language) => pathInLanguage(page.path, language));
    for (const path of twins) {
      const html = await (await request.get(path)).text();
      for (const [index, language] of pageLanguages(page).entries())
        expect(html, path).toContain(`<link rel="alternate" hrefLang="${language}" href="${appUrl}${twins[index]}"/>`);
      expect(html, path).toContain(`<link rel="alternate" hrefLang="x-default" href="${appUrl}${page.path}"/>`);
    }
  }
  // A page written in English only names no twin.
  const englishOnly = publicPages.find((candidate) => pageLanguages(candidate).length === 1);
  if (englishOnly) expect(await (await request.get(englishOnly.path)).text()).not.toContain('rel="alternate"');
});

test("the language switch, in the bar and in the phone menu, lands on the twin of every page", async ({ page }) => {
  // Two page loads for each of the 34 public pages.
  test.setTimeout(180_000);
  for (const { page: publicPage, language, path } of publishedPages) {
    const other = language === "en" ? "ar" : "en";
    const expected = pageLanguages(publicPage).includes(other) ? pathInLanguage(publicPage.path, other) : "/ar";
    await page.goto(path);
    await page.getByRole("navigation").first().locator(`a[hreflang="${other}"]`).click();
    await page.waitForURL((url) => url.pathname === expected);
    await expect(page.locator("html")).toHaveAttribute("lang", localeOf[other].html);
  }
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "lang")).toBeDefined();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("link", { name: "العربية" }).click();
  await page.waitForURL((url) => url.pathname === "/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.home.hero.title);
  expect((await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("ar");
});

test("the JavaScript each public page loads stays within budget as sent, and Arabic within 10 KB of English", async ({
  request,
}) => {
  const sizes = new Map<string, number>();
  for (const page of publishedPages) {
    const html = await (await request.get(page.path)).text();
    // What the page preloads and imports; the route manifest also names other pages' modules, which load only on a visit.
    const scripts = new Set(
      [...html.matchAll(/(?:rel="modulepreload" href=|from |import |import\()"(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(scripts.size, page.path).toBeGreaterThan(2);
    // And what those import in turn, which the page no longer lists (decision 0014 took out the preload
    // hints); not their import() calls, which load only when needed (the forms' rules).
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      for (const [, file] of code.matchAll(/(?:from|import)\s*"\.\/([\w.~-]+\.js)"/g)) scripts.add(`/assets/${file}`);
    }
    let bytes = 0;
    for (const script of scripts) bytes += await bytesSent(script, "br");
    expect(bytes, `${page.path}: ${[...scripts].join(", ")}`).toBeLessThanOrEqual(JAVASCRIPT_BUDGET);
    sizes.set(page.path, bytes);
  }
  for (const page of publishedPages.filter((candidate) => candidate.language === "ar"))
    expect(sizes.get(page.path)!, page.path).toBeLessThanOrEqual(sizes.get(page.page.path)! + 10 * 1024);
});

test("a long page shows the day it was last updated, written by the server in the page's language", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/privacy-policy");
  await expect(page.getByText("Last updated: 24 November 2026")).toBeVisible();
  await page.goto("/ar/privacy-policy");
  await expect(page.getByText("آخر تحديث: 24 نوفمبر 2026")).toBeVisible();
  await context.close();
});

/** The most JavaScript a public page may load, brotli-compressed (docs/decisions/0009-translations.md). */
const JAVASCRIPT_BUDGET = 136 * 1024;

/**
 * The response as it travels: its headers and its body, still compressed (Playwright's client would
 * decompress it), as Lighthouse counts it in `npm run bench:pages`.
 */
function bytesSent(path: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${appUrl}${path}`, { headers: { "accept-encoding": encoding } }, (response) => {
        const { rawHeaders, statusCode, statusMessage } = response;
        let length = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n\r\n`.length;
        for (let index = 0; index < rawHeaders.length; index += 2)
          length += `${rawHeaders[index]}: ${rawHeaders[index + 1]}\r\n`.length;
        response.on("data", (chunk: Buffer) => (length += chunk.length));
        response.on("end", () =>
          response.statusCode === 200 ? resolve(length) : reject(new Error(`${path}: ${response.statusCode}`)),
        );
      })
      .on("error", reject);
  });
}

test("the organisation and each Dubai office are described for search engines", async ({ page }) => {
  await page.goto("/about");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  const types = json["@graph"].map((node: { "@type": string }) => node["@type"]);
  expect(types).toEqual(["WebPage", "Organization", "ProfessionalService", "ProfessionalService"]);
  expect(json["@graph"][0]).toMatchObject({ url: `${appUrl}/about`, inLanguage: "en-AE" });
  expect(json["@graph"][1]).toMatchObject({ name: "Falcon Edge IT", telephone: "+971 4 555 0142", url: `${appUrl}/` });
  expect(json["@graph"][1].areaServed).toHaveLength(6);
  expect(json["@graph"][2].address).toMatchObject({ addressLocality: "Dubai", addressCountry: "AE" });
  // The UAE's working week: Monday to Friday.
  expect(json["@graph"][2].openingHoursSpecification).toMatchObject({
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
  });
});

test("an Arabic page describes itself in Arabic for search engines", async ({ page }) => {
  await page.goto("/ar");
  const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(json["@graph"][0]).toMatchObject({
    "@type": "WebPage",
    url: `${appUrl}/ar`,
    inLanguage: "ar-AE",
    name: ar.pages.home.title,
    description: ar.pages.home.description,
  });
});

test("pages that are not indexed carry no structured data, in the page or in its hydration data", async ({
  request,
}) => {
  for (const path of ["/supplier-login", "/login", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain("Falcon Edge IT");
    expect(html, path).not.toContain("schema.org");
  }
});

test("another casing of a public path redirects permanently to the page's spelling", async ({ request }) => {
  for (const [from, to] of [
    ["/whyus", "/WhyUs"],
    ["/ITCONSULTING?ref=card", "/ItConsulting?ref=card"],
    ["/about/", "/about"],
    ["/SERVICES", "/services"],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"]).toBe(to);
  }
  const alias = await request.get("/Services", { maxRedirects: 0 });
  expect(alias.status()).toBe(200);
  expect(await alias.text()).toContain(`<link rel="canonical" href="${appUrl}/services"/>`);
});

test("sitemap.xml lists every public page and robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(publishedPages.map((page) => `${appUrl}${page.path}`));
  // An Arabic URL and its English twin name each other.
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${appUrl}/ar"/>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${appUrl}/"/>`);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
  for (const path of ["/admin", "/supplier-dashboard", "/payment-required", "/login"])
    expect(robots).toContain(`Disallow: ${path}`);
});

test("the HTML sitemap links to every public page; the Arabic one to each page's Arabic edition where written", async ({
  page,
}) => {
  await page.goto("/sitemap");
  const main = page.getByRole("main");
  for (const publicPage of publicPages)
    await expect(main.locator(`a[href="${publicPage.path}"]`).first()).toBeVisible();

  await page.goto("/ar/sitemap");
  for (const publicPage of publicPages) {
    const path = pageLanguages(publicPage).includes("ar") ? pathInLanguage(publicPage.path, "ar") : publicPage.path;
    await expect(main.getByRole("link", { name: ar.pages[publicPage.id].name, exact: true })).toHaveAttribute(
      "href",
      path,
    );
  }
});

test.describe("the products catalogue without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("searches and filters by category", async ({ page }) => {
    await page.goto("/products");
    const results = page.getByRole("main").getByRole("listitem");
    const total = await results.count();
    expect(total).toBeGreaterThan(20);

    await page.getByRole("searchbox", { name: "Search" }).fill("firewall");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=firewall/);
    await expect(page.getByRole("heading", { name: "FortiGate" })).toBeVisible();
    expect(await results.count()).toBeLessThan(total);

    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.getByLabel("Category").selectOption("backup");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("in Backup and continuity");
    for (const label of await page.getByRole("main").getByRole("listitem").locator("p").first().allTextContents()) {
      expect(label).toMatch(/backup and continuity/i);
    }

    await page.goto("/products?q=typewriter");
    await expect(page.getByText("Nothing in the catalogue matches that search.")).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    expect(await results.count()).toBe(total);
  });
});

test("the products category filter applies as soon as it changes", async ({ page }) => {
  await page.goto("/products");
  await page.getByLabel("Category").selectOption("networking");
  await expect(page).toHaveURL(/category=networking/);
  await expect(page.getByRole("main").getByRole("status")).toContainText("in Networking");
});

test("public pages are served from the page cache: the same bytes each time, each response its own id", async ({
  request,
}) => {
  const responses = await Promise.all([1, 2, 3].map(() => request.get("/about")));
  const bodies = new Set(await Promise.all(responses.map((response) => response.text())));
  expect(bodies.size).toBe(1);
  expect([...bodies][0]).not.toMatch(/\snonce="/);
  expect(new Set(responses.map((response) => response.headers()["content-security-policy"])).size).toBe(1);
  expect(new Set(responses.map((response) => response.headers()["x-request-id"])).size).toBe(3);
});

test("the staff notification address never reaches a browser, in a page or in its data", async ({ request }) => {
  for (const path of ["/", "/contact", "/contact.data", "/supplier-login", "/_root.data"]) {
    const body = await (await request.get(path)).text();
    expect(body, path).not.toContain("consultations@falconedge-it.ae");
  }
});

test("no public page promises a currency other than the one payments are charged in", async ({ request }) => {
  // Payments are charged in the currency of the payment settings (rupees by default).
  for (const page of publicPages) {
    const html = await (await request.get(page.path)).text();
    expect(html, page.path).not.toMatch(/invoice in (AED|USD|SAR|EUR)/i);
  }
});
