import { describe, expect, it } from "vitest";
import { defaultCompanyFacts } from "~/settings/company";
import { renderMessage } from "./layout.server";

describe("a message's links", () => {
  const ours = "https://www.falconedge-it.ae/reset-password";
  const message = (links?: string[]) =>
    renderMessage({
      company: defaultCompanyFacts,
      subject: "Your password was changed",
      preview: "Your password was changed",
      paragraphs: [`Dear https://phishing.example/login, if this was not you, reset it at ${ours}.`],
      links,
    });

  it("are the addresses of our site the template put in, never one a visitor typed into a name", () => {
    const { html, text } = message([ours]);
    expect(html).toContain(`<a href="${ours}"`);
    expect(html).not.toContain('href="https://phishing.example');
    expect(html).toContain("https://phishing.example/login");
    expect(text).toContain(ours);
  });

  it("are none when the template declares none", () => {
    expect(message().html).not.toContain(`<a href="${ours}"`);
  });
});
