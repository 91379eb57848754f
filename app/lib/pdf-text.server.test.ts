import { describe, expect, it } from "vitest";
import { visualRuns, wrapText } from "./pdf-text.server";

describe("visualRuns", () => {
  it("keeps Latin text as one left-to-right run", () => {
    expect(visualRuns("Gulf Components Trading LLC")).toEqual([{ text: "Gulf Components Trading LLC", rtl: false }]);
  });

  it("keeps an Arabic name in reading order, for the font engine to lay out right to left", () => {
    expect(visualRuns("شركة النور للتجارة")).toEqual([{ text: "شركة النور للتجارة", rtl: true }]);
  });

  it("places an Arabic name inside a Latin line where a reader expects it", () => {
    expect(visualRuns("Mariam (مريم النعيمي)")).toEqual([
      { text: "Mariam (", rtl: false },
      { text: "مريم النعيمي", rtl: true },
      { text: ")", rtl: false },
    ]);
  });

  it("orders an Arabic address with a building number from right to left, the number left to right", () => {
    expect(visualRuns("مكتب 804، برج الخليج")).toEqual([
      { text: "، برج الخليج", rtl: true },
      { text: "804", rtl: false },
      { text: "مكتب ", rtl: true },
    ]);
  });
});

describe("visualRuns in a right-to-left paragraph", () => {
  it("mirrors brackets, and keeps an isolated value whole without drawing the isolating marks", () => {
    expect(visualRuns("المبلغ (\u2066INR\u2069)", "rtl")).toEqual([
      { text: "(", rtl: true },
      { text: "INR", rtl: false },
      { text: "المبلغ )", rtl: true },
    ]);
  });

  it("reverses a run of Arabic punctuation itself, since the font engine lays it out left to right", () => {
    expect(visualRuns("خطة \u2068Enterprise\u2069، 3 سنوات", "rtl")).toEqual([
      { text: " سنوات", rtl: true },
      { text: "3", rtl: false },
      { text: " ،", rtl: true },
      { text: "Enterprise", rtl: false },
      { text: "خطة ", rtl: true },
    ]);
  });

  it("keeps a phone number left to right inside an Arabic sentence", () => {
    expect(visualRuns("اتصل بنا على \u2066+971 4 321 7788\u2069.", "rtl")).toEqual([
      { text: ".", rtl: true },
      { text: "+971 4 321 7788", rtl: false },
      { text: "اتصل بنا على ", rtl: true },
    ]);
  });
});

describe("wrapText", () => {
  const measure = (text: string) => text.length;

  it("breaks between words so that no line is wider than the width", () => {
    expect(wrapText("Warehouse 12, Street 4, Dubai Investments Park", 16, measure)).toEqual([
      "Warehouse 12,",
      "Street 4, Dubai",
      "Investments Park",
    ]);
  });

  it("never breaks at a no-break space", () => {
    expect(wrapText("Falcon Edge · TRN\u00a0100354871200003", 20, measure)).toEqual([
      "Falcon Edge ·",
      "TRN\u00a0100354871200003",
    ]);
  });

  it("breaks inside a word too long for a line, and keeps explicit line breaks", () => {
    expect(wrapText("procurement.department@gulf.ae\nDubai", 12, measure)).toEqual([
      "procurement.",
      "department@g",
      "ulf.ae",
      "Dubai",
    ]);
  });
});
