import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/marketing/public-pages";
import { expectReadableHeader } from "./readable-header";

// The server was started without APP_URL, so it names itself after its port.
const appUrl = `http://localhost:${process.env.E2E_PORT}`;

test.describe("every public page", () => {
  for (const page of publicPages) {
    test(`${page.path} is complete without JavaScript, with its own title, description and canonical URL`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab).toHaveTitle(`${page.title} | Falcon Edge IT`);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute("content", page.description);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", `${appUrl}${page.path}`);
      await expect(tab.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${page.title} | Falcon Edge IT`,
      );
      await expect(tab.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${appUrl}/images/social-card.png`,
      );
      await expect(tab.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(tab.getByRole("contentinfo")).toBeVisible();

      for (const image of await tab.locator("main img").all()) {
        await expect(image).toHaveAttribute("alt", /\w{3,}/);
        await expect(image).toHaveAttribute("width", /\d+/);
        await expect(image).toHaveAttribute("height", /\d+/);
        await expect(image).toHaveAttribute("loading", "lazy");
      }
      await context.close();
    });

    test(`${page.path} has no axe violations, and a readable bar on top`, async ({ page: tab }) => {
      await tab.goto(page.path);
      await expectReadableHeader(tab);
      const results = await new AxeBuilder({ page: tab }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});

test("the JavaScript each public page loads stays within 120 KB as sent", async ({ request }) => {
  for (const page of publicPages) {
    const html = await (await request.get(page.path)).text();
    // What the page preloads and imports; the route manifest also names other pages' modules, which load only on a visit.
    const scripts = new Set(
      [...html.matchAll(/(?:rel="modulepreload" href=|from |import |import\()"(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    );
    expect(scripts.size, page.path).toBeGreaterThan(2);
    let bytes = 0;
    for (const script of scripts) bytes += await bytesSent(script, "br");
    expect(bytes, `${page.path}: ${[...scripts].join(", ")}`).toBeLessThanOrEqual(120 * 1024);
  }
});

/** The size of the body as it travels, still compressed (Playwright's client would decompress it). */
function bytesSent(path: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${appUrl}${path}`, { headers: { "accept-encoding": encoding } }, (response) => {
        let length = 0;
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
  expect(types).toEqual(["Organization", "ProfessionalService", "ProfessionalService"]);
  expect(json["@graph"][0]).toMatchObject({ name: "Falcon Edge IT", telephone: "+971 4 555 0142", url: `${appUrl}/` });
  expect(json["@graph"][0].areaServed).toHaveLength(6);
  expect(json["@graph"][1].address).toMatchObject({ addressLocality: "Dubai", addressCountry: "AE" });
  // The UAE's working week: Monday to Friday.
  expect(json["@graph"][1].openingHoursSpecification).toMatchObject({
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
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
  expect(locations).toEqual(publicPages.map((page) => `${appUrl}${page.path}`));

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
  for (const path of ["/admin", "/supplier-dashboard", "/payment-required", "/login"])
    expect(robots).toContain(`Disallow: ${path}`);
});

test("the HTML sitemap links to every public page", async ({ page }) => {
  await page.goto("/sitemap");
  const main = page.getByRole("main");
  for (const publicPage of publicPages)
    await expect(main.locator(`a[href="${publicPage.path}"]`).first()).toBeVisible();
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
    await expect(page.getByRole("heading", { name: "FortiGate next-generation firewall" })).toBeVisible();
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
  expect([...bodies][0]).not.toContain("nonce");
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
