// Makes the Arabic pages' font files in assets/fonts/ from @fontsource/ibm-plex-sans-arabic (SIL OFL):
// its Arabic subset cut down to the letters Modern Standard Arabic is written with, its marks and
// punctuation, and the five Persian letters Gulf names use. The rest of the Arabic blocks (other
// languages' letters, Arabic-Indic digits, which we do not use, Quranic marks, presentation forms)
// is two thirds of the file and comes up on no page; a visitor's text that uses it falls back to
// the system font. Letters' joined forms stay: the subset keeps the font's shaping rules and every
// glyph they reach. Run after changing the letters or the package:
//   npm run fonts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

// Keep in step with the unicode-range of the Arabic @font-face rules in app/app.css.
const kept = [
  [0x060c, 0x060c], // ، comma
  [0x061b, 0x061b], // ؛ semicolon
  [0x061f, 0x061f], // ؟ question mark
  [0x0621, 0x063a], // hamza to ghain
  [0x0640, 0x0652], // tatweel, fa to ya, the short vowels, shadda and sukun
  [0x066a, 0x066c], // percent sign, decimal and thousands separators
  [0x0670, 0x0670], // superscript alef
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0698, 0x0698], // ژ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06cc, 0x06cc], // ی
  [0x200c, 0x200f], // the joiners and the direction marks
];
const text = kept
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  )
  .join("");

for (const weight of [400, 700]) {
  const source = createRequire(import.meta.url).resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const target = `assets/fonts/ibm-plex-sans-arabic-${weight}.woff2`;
  const font = readFileSync(source);
  const subset = await subsetFont(font, text, { targetFormat: "woff2" });
  writeFileSync(target, subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes`);
}
