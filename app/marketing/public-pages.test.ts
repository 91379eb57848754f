import { describe, expect, it } from "vitest";
import { canonicalRedirect, findPublicPage, publicPages } from "./public-pages";

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

  it("gives every page its own title and description", () => {
    expect(new Set(publicPages.map((page) => page.title)).size).toBe(publicPages.length);
    expect(new Set(publicPages.map((page) => page.description)).size).toBe(publicPages.length);
    for (const page of publicPages) {
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(200);
    }
  });
});
