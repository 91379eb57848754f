import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

const render = (address: string, punctuation?: string) => {
  const html = renderToStaticMarkup(<EmailAddress address={address} punctuation={punctuation} />);
  return { html, text: html.replace(/<[^>]+>/g, "") };
};

describe("EmailAddress", () => {
  it("is the address as typed, left to right, so that an Arabic sentence around it keeps its parts in order", () => {
    const { html, text } = render("noura@gulfnet-supplies.ae");
    expect(text).toBe("noura@gulfnet-supplies.ae");
    expect(html).toMatch(/^<span class="[^"]*"><span dir="ltr">noura/);
  });

  it("moves to the next line whole, and wraps inside only before the @ and the dots", () => {
    const { html } = render("noura@gulfnet-supplies.ae");
    expect(html).toMatch(/^<span class="inline-block max-w-full break-words"><span dir="ltr">/);
    expect(html).toContain(
      'noura<wbr/>@<span class="whitespace-nowrap">gulfnet-supplies</span><wbr/>.<span class="whitespace-nowrap">ae</span>',
    );
  });

  it("keeps the mark that follows it in the sentence on its line, outside the left-to-right part", () => {
    expect(render("noura@gulfnet-supplies.ae", "،").html).toMatch(/<\/span><\/span>،<\/span>$/);
  });

  it("keeps something that is not an address left to right too", () => {
    expect(render("not-an-address").html).toBe('<span dir="ltr">not-an-address</span>');
  });
});
