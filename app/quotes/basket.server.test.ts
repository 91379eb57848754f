import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_BASKET_LINES, MAX_LINE_NOTE, type BasketLine } from "./basket";
import { addToBasket, basketCookie, basketLines, decodeBasket, encodeBasket, readBasket } from "./basket.server";
import { quoteItems } from "./quote-items.server";

const https = "https://www.falconedge-it.ae";
const http = "http://127.0.0.1:3000";
const keys = [...quoteItems("en").keys()];

/** The request a browser sends back after receiving `setCookie`. */
function requestWith(setCookie: string): Request {
  return new Request(`${https}/quote-request`, { headers: { cookie: `lang=ar; ${setCookie.split(";")[0]}; x=1` } });
}

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the quote basket cookie", () => {
  it("keeps lines, quantities and notes, Arabic included, in order", () => {
    const lines: BasketLine[] = [
      { item: "hardware:laptops", quantity: 40, note: "Core i7, 16 GB, لوحة مفاتيح عربية" },
      { item: "product:microsoft-365-business-premium", quantity: 120 },
      { item: "hardware:power", quantity: 2 },
    ];
    const cookie = basketCookie(lines, https)!;
    expect(cookie).toMatch(/^__Host-quote-basket=[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(readBasket(requestWith(cookie), https)).toEqual(lines);
  });

  it("is Secure and __Host- only on https, and an empty basket clears it", () => {
    const cookie = basketCookie([{ item: "hardware:servers", quantity: 1 }], http)!;
    expect(cookie).toMatch(/^quote-basket=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(readBasket(requestWith(cookie), http)).toHaveLength(1);
    // The other name is not read: a cookie written over http does not count on https.
    expect(readBasket(requestWith(cookie), https)).toEqual([]);
    expect(basketCookie([], https)).toBe("__Host-quote-basket=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(readBasket(new Request(https), https)).toEqual([]);
  });

  it("drops unknown items, duplicates, bad quantities and malformed lines, and tidies notes", () => {
    const value = raw([
      ["hardware:laptops", 5, "  Dell Latitude\u0000 5450\n  "],
      ["hardware:laptops", 7],
      ["product:no-such-thing", 3],
      ["hardware:desktops", 0],
      ["hardware:servers", 100_001],
      ["hardware:storage", 1.5],
      ["hardware:printers", "3"],
      { item: "hardware:networking", quantity: 1 },
      "hardware:displays",
      ["hardware:power", 100_000, "x".repeat(500)],
      ["hardware:accessories", 1, 42],
    ]);
    expect(decodeBasket(value)).toEqual([
      { item: "hardware:laptops", quantity: 5, note: "Dell Latitude 5450" },
      { item: "hardware:power", quantity: 100_000, note: "x".repeat(MAX_LINE_NOTE) },
      { item: "hardware:accessories", quantity: 1 },
    ]);
  });

  it("keeps no more than the most lines a request holds", () => {
    const many = keys.slice(0, MAX_BASKET_LINES + 5).map((item) => [item, 1]);
    expect(decodeBasket(raw(many))).toHaveLength(MAX_BASKET_LINES);
  });

  it("reads garbage as an empty basket and never throws", () => {
    for (const value of [
      "",
      "%%%",
      "bm90IGpzb24",
      raw({ a: 1 }),
      raw(null),
      raw("text"),
      raw([[null]]),
      "a".repeat(10_000),
    ]) {
      expect(decodeBasket(value), value.slice(0, 20)).toEqual([]);
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 4000 }), (value) => {
        const lines = decodeBasket(value);
        return Array.isArray(lines) && lines.every((line) => keys.includes(line.item));
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => Array.isArray(decodeBasket(raw(value)))),
      { numRuns: 300 },
    );
  });

  it("refuses to write a basket that would not fit in a cookie, and fits a full one with short notes", () => {
    const full = keys
      .slice(0, MAX_BASKET_LINES)
      .map((item) => ({ item, quantity: 99_999, note: "Dell, 3-year warranty" }));
    const cookie = basketCookie(full, https)!;
    expect(cookie.length).toBeLessThan(3200);
    expect(readBasket(requestWith(cookie), https)).toEqual(full);

    const long = full.map((line) => ({
      ...line,
      note: "ملاحظة طويلة عن المواصفات المطلوبة لهذا الصنف بالتفصيل".slice(0, MAX_LINE_NOTE),
    }));
    expect(encodeBasket(long).length).toBeGreaterThan(3000);
    expect(basketCookie(long, https)).toBeUndefined();
  });
});

describe("adding to the basket", () => {
  it("adds a new item once, with a quantity of 1, and leaves an item already there as it is", () => {
    const once = addToBasket([], "hardware:laptops");
    expect(once).toEqual([{ item: "hardware:laptops", quantity: 1 }]);
    const edited = [{ item: "hardware:laptops", quantity: 40, note: "i7" }];
    expect(addToBasket(edited, "hardware:laptops")).toEqual(edited);
    expect(addToBasket(edited, "product:fortigate")).toEqual([...edited, { item: "product:fortigate", quantity: 1 }]);
  });

  it("ignores an unknown item, and a new one once the basket is full", () => {
    expect(addToBasket([], "hardware:spaceships")).toEqual([]);
    const full = basketLines(keys.slice(0, MAX_BASKET_LINES).map((item) => ({ item, quantity: 1 })));
    const outsider = keys[MAX_BASKET_LINES]!;
    expect(addToBasket(full, outsider)).toEqual(full);
  });
});
