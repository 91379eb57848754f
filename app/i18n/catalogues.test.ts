import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ar } from "./catalogues/ar";
import { en } from "./catalogues/en";
import { translationsFor, translatorFor } from "./catalogues.server";
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from "./languages";

/** Every key of a catalogue, as "namespace.key.subkey", with its text. */
function entries(catalogue: object, prefix = ""): Array<[string, string]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\d+)>/g)].map((match) => match[0]).sort();

describe("the catalogues", () => {
  const english = new Map(entries(en));
  const arabic = new Map(entries(ar));

  it("write Arabic only with letters the Arabic font has (its unicode-range in app/app.css)", () => {
    const css = readFileSync("app/app.css", "utf8");
    const range = /font-family: "IBM Plex Sans Arabic";[^}]*unicode-range:([^;]*);/.exec(css)![1]!;
    const covered = range.split(",").map((part) => {
      const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(first!, 16), parseInt(last!, 16)] as const;
    });
    const inFont = (code: number) => covered.some(([first, last]) => code >= first && code <= last);
    const arabicLetters = new Set([...arabic.values()].join("").match(/[\u0600-\u06ff\u0750-\u077f\ufb50-\ufeff]/g));
    expect([...arabicLetters].filter((letter) => !inFont(letter.codePointAt(0)!))).toEqual([]);
  });

  it("have the same keys in English and Arabic", () => {
    expect([...arabic.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
  });

  it("keep every placeholder and markup tag of the English text in the Arabic", () => {
    for (const [key, text] of english) {
      // A plural form may say its number in words ("منتجان", two products) instead of {{count}}.
      const counted = (found: string[]) =>
        /_(zero|one|two|few|many|other)$/.test(key) ? found.filter((item) => item !== "{{count}}") : found;
      expect(counted(placeholders(arabic.get(key)!)), key).toEqual(counted(placeholders(text)));
    }
  });

  it("have no empty text, and Arabic text written in Arabic", () => {
    for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
    for (const [key, text] of arabic) {
      expect(text.trim(), key).not.toBe("");
      // Brand and product names stay in Latin letters, but a text with no Arabic letter was not translated.
      const words = text.replace(/\{\{\w+\}\}|https?:\/\/\S*|www\.\S*|\S+@\S+/g, "");
      if (/[a-z]{3,}/i.test(words)) expect(text, key).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

describe("translations on the server", () => {
  it("send the browser only the namespaces a page asks for, in its language", () => {
    const { language, namespaces, resources } = translationsFor("ar", ["shell"]);
    expect(language).toBe("ar");
    expect(namespaces).toEqual(["shell"]);
    expect(JSON.parse(resources)).toEqual({ shell: ar.shell });
  });

  it("fill in values", () => {
    expect(translatorFor("en", "shell")("footer.rights", { year: 2026, legalName: "Falcon Edge IT LLC" })).toBe(
      "© 2026 Falcon Edge IT LLC. All rights reserved.",
    );
    expect(translatorFor("ar", "shell")("homeLinkLabel", { company: "Falcon Edge IT" })).toBe(
      "Falcon Edge IT، الصفحة الرئيسية",
    );
  });
});

describe("language paths", () => {
  it("put Arabic under /ar and English at the spec's paths", () => {
    expect(pathInLanguage("/", "ar")).toBe("/ar");
    expect(pathInLanguage("/WhyUs", "ar")).toBe("/ar/WhyUs");
    expect(pathInLanguage("/ar/WhyUs", "en")).toBe("/WhyUs");
    expect(pathInLanguage("/ar", "en")).toBe("/");
    expect(pathWithoutLanguage("/ar/about")).toBe("/about");
  });

  it("read the language from the path, and only from a whole /ar segment", () => {
    expect(languageOfPath("/ar")).toBe("ar");
    expect(languageOfPath("/ar/contact")).toBe("ar");
    expect(languageOfPath("/AR/contact")).toBe("ar");
    expect(languageOfPath("/area")).toBe("en");
    expect(languageOfPath("/AreaWeServe")).toBe("en");
    expect(languageOfPath("/")).toBe("en");
  });
});
