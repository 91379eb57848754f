import bidiFactory from "bidi-js";

const bidi = bidiFactory();

// An empty feature list makes PDFKit shape a run as one piece: its default shapes word by word and
// places the words left to right, which scrambles Arabic.
const wholeRun = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
const strongRtl = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

export interface TextRun {
  text: string;
  rtl: boolean;
}

/**
 * One line of text as runs in the order they appear left to right (Unicode bidirectional algorithm).
 * Each run keeps its characters in reading order: the font engine lays a right-to-left run out itself.
 */
export function visualRuns(line: string): TextRun[] {
  const levels = bidi.getEmbeddingLevels(line);
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
  return runs.map(({ start, end, rtl }) => {
    const text = line.slice(start, end + 1);
    // A run of neutrals only (brackets, dots) is not reversed by the font engine, so reverse it here.
    return { text: rtl && !strongRtl.test(text) ? [...text].reverse().join("") : text, rtl };
  });
}

/** Splits text into lines no wider than `width`, breaking between words, or inside a word too long for a line. */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
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
 * Writes text that may mix Arabic and Latin script at (x, y), wrapped to `width`, in the current font.
 * Returns the y below the last line.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { width: number; align?: "left" | "right" },
): number {
  const measure = (value: string) => doc.widthOfString(value, wholeRun);
  const lineHeight = doc.currentLineHeight(true);
  for (const line of wrapText(text, options.width, measure)) {
    const runs = visualRuns(line);
    let cursor = options.align === "right" ? x + options.width - measure(line) : x;
    for (const run of runs) {
      doc.text(run.text, cursor, y, { ...wholeRun, lineBreak: false });
      cursor += measure(run.text);
    }
    y += lineHeight;
  }
  return y;
}
