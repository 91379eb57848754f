import { describe, expect, it } from "vitest";
import { ar } from "~/i18n/catalogues/ar";
import { en } from "~/i18n/catalogues/en";
import {
  canonicalRedirect,
  findPublicPage,
  localPath,
  pageLanguages,
  publicPages,
  publicPaths,
  publishedPages,
} from "./public-pages";

describe("public page URLs", () => {
  it("leaves the spec's spellings alone, including both spellings of the services page", () => {
    for (const path of [
      "/",
      "/about",
      "/services",
      "/Services",
      "/WhyUs",
      "/AreaWeServe",
      "/ItConsulting",
      "/ItHardware",
    ]) {
      expect(canonicalRedirect(path)).toBeNull();
    }
  });

  it("sends other casings and trailing slashes to the page's one spelling", () => {
    expect(canonicalRedirect("/whyus")).toBe("/WhyUs");
    expect(canonicalRedirect("/WHYUS/")).toBe("/WhyUs");
    expect(canonicalRedirect("/itconsulting")).toBe("/ItConsulting");
    expect(canonicalRedirect("/SERVICES")).toBe("/services");
    expect(canonicalRedirect("/about/")).toBe("/about");
    expect(canonicalRedirect("/Privacy-Policy")).toBe("/privacy-policy");
  });

  it("ignores paths that are not public pages", () => {
    expect(canonicalRedirect("/admin")).toBeNull();
    expect(canonicalRedirect("/no-such-page")).toBeNull();
    expect(findPublicPage("/assets/root.js")).toBeUndefined();
  });

  it("gives every page its own title and description in each language", () => {
    for (const catalogue of [en, ar]) {
      const texts = publicPages.map((page) => catalogue.pages[page.id]);
      expect(new Set(texts.map((text) => text.title)).size).toBe(publicPages.length);
      expect(new Set(texts.map((text) => text.description)).size).toBe(publicPages.length);
      for (const [index, text] of texts.entries()) {
        expect(text.description.length, publicPages[index]!.path).toBeGreaterThan(50);
        expect(text.description.length, publicPages[index]!.path).toBeLessThanOrEqual(200);
      }
    }
  });
});

describe("the Arabic twins", () => {
  it("exist exactly for the pages whose copy is in the catalogue", () => {
    for (const page of publicPages) {
      expect(pageLanguages(page).includes("ar"), page.id).toBe(Object.hasOwn(en, page.id));
    }
  });

  it("live under /ar, are found in any casing, and redirect to their one spelling", () => {
    expect(findPublicPage("/ar")).toMatchObject({ language: "ar", url: "/ar" });
    expect(findPublicPage("/")).toMatchObject({ language: "en", url: "/" });
    expect(canonicalRedirect("/ar")).toBeNull();
    expect(canonicalRedirect("/AR/")).toBe("/ar");
    expect(canonicalRedirect("/ar/SITEMAP")).toBe("/ar/sitemap");
    expect(publicPaths.has("/ar/sitemap")).toBe(true);
  });

  it("are not pages until they are written: an English-only page has no /ar path", () => {
    const englishOnly = publicPages.find((page) => !pageLanguages(page).includes("ar"));
    if (!englishOnly) return;
    expect(findPublicPage(`/ar${englishOnly.path}`)).toBeUndefined();
    expect(localPath(englishOnly.path, "ar")).toBe(englishOnly.path);
  });

  it("are what an Arabic page links to, keeping the query and fragment", () => {
    expect(localPath("/", "ar")).toBe("/ar");
    expect(localPath("/sitemap?from=footer#legal", "ar")).toBe("/ar/sitemap?from=footer#legal");
    expect(localPath("/Sitemap", "ar")).toBe("/ar/sitemap");
    expect(localPath("/sitemap", "en")).toBe("/sitemap");
    expect(localPath("/supplier-login", "ar")).toBe("/ar/supplier-login");
    expect(localPath("/supplier-dashboard/profile?saved=phone", "ar")).toBe(
      "/ar/supplier-dashboard/profile?saved=phone",
    );
    // The admin area is in English only.
    expect(localPath("/admin/suppliers", "ar")).toBe("/admin/suppliers");
  });

  it("are each listed once in the published pages", () => {
    const paths = publishedPages.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/ar");
    expect(paths).toContain("/");
  });
});
