import { expect, test, type Page } from "./test";
import { ar } from "../../app/i18n/catalogues/ar";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.describe("navigation bar", () => {
  test("lists every link of the spec, highlights the current page and marks Login", async ({ page }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = [
      "Home",
      "Services",
      "Why Us",
      "Our Products",
      "Industries We Serve",
      "IT Consulting",
      "Supplier Registration",
      "IT Hardware",
      "Contact",
      "Login",
    ];
    const hrefs = [
      "/",
      "/services",
      "/WhyUs",
      "/products",
      "/AreaWeServe",
      "/ItConsulting",
      "/SupplierRegistration",
      "/ItHardware",
      "/contact",
      "/supplier-login",
    ];
    for (const [index, label] of labels.entries()) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", hrefs[index]!);
    }
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("is transparent at the top and turns solid past 50 px of scroll", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header");
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(await background()).toBe("rgba(0, 0, 0, 0)");

    await scrollTo(page, 50);
    await expect(header).toHaveAttribute("data-solid", "false");

    await scrollTo(page, 51);
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");

    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("shows the company name when the logo cannot load", async ({ page }) => {
    await page.route(/\/logo-(light|dark)\.svg$/, (route) => route.abort());
    await page.goto("/");
    const home = page.getByRole("link", { name: /home$/ }).first();
    await expect(home.getByRole("img")).toHaveCount(0);
    await expect(home).toHaveText("Falcon Edge IT");
  });

  test.describe("on a phone", () => {
    test.use(phone);

    test("collapses into a menu that closes when a link is chosen", async ({ page }) => {
      await page.goto("/");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      // The bar's nine links, the language switch and Login.
      await expect(menu.getByRole("link")).toHaveCount(11);
      await expect(menu.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar");

      await menu.getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    });

    test("closes with Escape from inside the menu, and gives the focus back to its button", async ({ page }) => {
      await page.goto("/ar/about");
      await page.getByRole("button", { name: ar.shell.openMenu }).click();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: ar.shell.nav.home, exact: true }).last()).toBeFocused();
      await page.keyboard.press("Escape");
      const toggle = page.getByRole("button", { name: ar.shell.openMenu });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    });
  });
});

test.describe("page behaviour", () => {
  test("the back-to-top button appears past 300 px and scrolls up", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Back to top" });
    await scrollTo(page, 300);
    await expect(button).toHaveCount(0);
    await scrollTo(page, 301);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);

    // On a phone it keeps off the rows being read while the page goes down, and comes back on the way up.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/contact");
    await scrollTo(page, 700);
    await expect(button).toBeHidden();
    await scrollTo(page, 600);
    await expect(button).toBeVisible();
    await scrollTo(page, 650);
    await expect(button).toBeHidden();
    await scrollTo(page, 600);
    await expect(button).toBeVisible();

    // It steps aside while a form is being filled in, where it would sit on a field or the form's button.
    // (Without scrolling to the field: a scroll down would hide it on a phone whatever the focus.)
    await page.getByLabel("How can we help?").evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
    await expect(button).toBeHidden();
    await page.getByLabel("How can we help?").blur();
    await expect(button).toBeVisible();
  });

  test("every route change starts at the top of the page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Free Consultation" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("says 'Loading page...' while the next page is on its way", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the contact page's code, as a slow connection would.
    await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading page..." })).toBeVisible();
    release();
    await expect(page.getByRole("heading", { name: "Request your free consultation" })).toBeVisible();
    await expect(page.getByText("Loading page...")).toHaveCount(0);
  });

  test("drops animation for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await page.locator("header").evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
  });

  test("drops animation on a 2g connection", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { effectiveType: "2g" } }));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-motion", "off");
    expect(await page.locator("header").evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
  });

  test("answers an unknown path with the not-found page and status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page does not exist");
    await expect(page.getByRole("link", { name: "Ask for a free consultation" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("has the spec's links, claims, countries and the company's contact details", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const href of [
      "/ItConsulting",
      "/ItHardware",
      "/Services",
      "/contact",
      "/WhyUs",
      "/AreaWeServe",
      "/about",
      "/SupplierRegistration",
      "/privacy-policy",
      "/terms-of-service",
      "/sitemap",
      "/seo-meta-guide",
      "/alt-text-guide",
      "/seo-strategy",
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Free Consultation" })).toHaveAttribute("href", "/contact");
    for (const claim of [
      "15+",
      "500+",
      "24/7",
      "Expert support",
      "Wide coverage",
      "Happy clients",
      "Years experience",
    ]) {
      await expect(footer.getByText(claim, { exact: true })).toBeVisible();
    }
    await expect(footer).toContainText("UAE · Saudi Arabia · Qatar · Oman · Bahrain · Kuwait");
    await expect(footer.getByRole("link", { name: "+971 4 555 0142" })).toHaveAttribute("href", "tel:+97145550142");
    await expect(footer.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/97145550142\?text=Hello%20Falcon%20Edge%20IT/,
    );
    await expect(footer.locator("address")).toHaveCount(2);
    for (const network of ["Facebook", "Twitter", "LinkedIn", "Instagram"]) {
      await expect(footer.getByRole("link", { name: new RegExp(`on ${network}$`) })).toBeVisible();
    }
  });

  test("opens WhatsApp with a first message in the page's language", async ({ page }) => {
    await page.goto("/ar");
    const link = page.getByRole("contentinfo").getByRole("link", { name: ar.shell.footer.whatsapp });
    const message = new URL((await link.getAttribute("href"))!).searchParams.get("text");
    expect(message).toBe(ar.shell.footer.whatsappMessage.replace("{{company}}", "Falcon Edge IT"));
  });
});
