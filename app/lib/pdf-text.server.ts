import bidiFactory from "bidi-js";

const bidi = bidiFactory();

// An empty feature list makes PDFKit shape a run as one piece: its default shapes word by word and
// places the words left to right, which scrambles Arabic.
const wholeRun = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
// Letters the font engine lays out right to left (Hebrew and Arabic script). Arabic punctuation
// (the comma ، and question mark ؟) and the tatweel belong to no script, so it does not reverse them.
const rightToLeftLetter =
  /[\u05d0-\u05ea\u0620-\u063f\u0641-\u064a\u066e-\u06d5\u06e5-\u06ff\u0750-\u077f\u08a0-\u08c9\ufb1d-\ufdfb\ufe70-\ufefc]/;
// The invisible marks that steer the bidirectional algorithm (isolates, embeddings, LRM, RLM, ALM):
// they do their work in `visualRuns`, and the font has no glyph to draw for them.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface TextRun {
  text: string;
  rtl: boolean;
}

/**
 * One line of text as runs in the order they appear left to right (Unicode bidirectional algorithm),
 * in a paragraph of the given direction, or of its first strong letter's. Each run keeps its
 * characters in reading order: the font engine lays a right-to-left run out itself.
 */
export function visualRuns(line: string, direction?: "ltr" | "rtl"): TextRun[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const order = bidi.getReorderedIndices(line, levels);
  const runs: Array<{ start: number; end: number; rtl: boolean }> = [];
  for (const index of order) {
    const rtl = levels.levels[index]! % 2 === 1;
    const last = runs.at(-1);
    if (last && last.rtl === rtl && index === (rtl ? last.start - 1 : last.end + 1)) {
      if (rtl) last.start = index;
      else last.end = index;
    } else {
      runs.push({ start: index, end: index, rtl });
    }
  }
  return runs
    .map(({ start, end, rtl }) => {
      const text = line.slice(start, end + 1).replace(bidiControls, "");
      if (!rtl) return { text, rtl };
      // Right to left, brackets face the other way: "(" is drawn as ")" (the font engine does not mirror).
      const mirrored = [...text].map((char) => bidi.getMirroredCharacter(char) ?? char);
      // A run without right-to-left letters (brackets, dots, the Arabic comma) is not reversed by the font engine.
      return { text: (rightToLeftLetter.test(text) ? mirrored : mirrored.reverse()).join(""), rtl };
    })
    .filter((run) => run.text !== "");
}

// The glyphs of each font whose text PDFKit records for copying have been put in drawing order.
const reorderedGlyphs = new WeakMap<object, Set<number>>();

/**
 * A right-to-left run is drawn glyph by glyph from its left end, and PDF readers that copy its text
 * read the glyphs from there and reverse what they read. A ligature's text (lam-alef, لا, is one
 * glyph for two letters) would be reversed with it, into "ال": PDFKit records it in reading order,
 * so it is recorded here in drawing order instead, for the reader's reversal to put it right.
 */
function copyLigaturesInReadingOrder(doc: PDFKit.PDFDocument): void {
  // PDFKit keeps each glyph's letters (its ToUnicode map) in the current font's `unicode`, by glyph.
  const font = (doc as unknown as { _font?: { unicode?: number[][] } })._font;
  if (!font?.unicode) return;
  let done = reorderedGlyphs.get(font);
  if (!done) reorderedGlyphs.set(font, (done = new Set()));
  font.unicode.forEach((codePoints, glyph) => {
    if (done.has(glyph) || !codePoints) return;
    done.add(glyph);
    if (codePoints.length > 1 && codePoints.every((code) => rightToLeftLetter.test(String.fromCodePoint(code)))) {
      codePoints.reverse();
    }
  });
}

/**
 * Splits text into lines no wider than `width`, breaking between words (never at a no-break space),
 * or inside a word too long for a line.
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/[^\S\u00a0]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      for (const char of word) {
        if (line && measure(line + char) > width) {
          lines.push(line);
          line = "";
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Writes text that may mix Arabic and Latin script at (x, y), wrapped to `width`, in the current font,
 * each line a paragraph of `direction` (by default, of its first strong letter's).
 * Returns the y below the last line.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: "left" | "right"; direction?: "ltr" | "rtl" },
): number {
  const measure = (value: string) => doc.widthOfString(value.replace(bidiControls, ""), wholeRun);
  const lineHeight = doc.currentLineHeight(true);
  for (const line of wrapText(text, options.width, measure)) {
    const runs = visualRuns(line, options.direction);
    let cursor = options.align === "right" ? x + options.width - measure(line) : x;
    for (const run of runs) {
      doc.text(run.text, cursor, y, { ...wholeRun, lineBreak: false });
      if (run.rtl && rightToLeftLetter.test(run.text)) copyLigaturesInReadingOrder(doc);
      cursor += measure(run.text);
    }
    y += lineHeight;
  }
  return y;
}
