// Makes the Arabic pages' font files in assets/fonts/ from @fontsource/ibm-plex-sans-arabic (SIL OFL):
// its Arabic subset cut down to the basic Arabic block, which is every letter Modern Standard Arabic
// and the Gulf's names are written with. The presentation forms and the extended blocks it drops are
// a third of the file and come up on no page; the letters' joined forms stay (the subset keeps the
// font's shaping rules and every glyph they reach). Run after changing the range or the package:
//   npm run fonts
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

// Keep in step with the unicode-range of the Arabic @font-face rules in app/app.css.
const basicArabic = Array.from({ length: 0x100 }, (_, index) => String.fromCodePoint(0x0600 + index)).join("");
const joinersAndMarks = "\u200c\u200d\u200e\u200f";

for (const weight of [400, 700]) {
  const source = createRequire(import.meta.url).resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const target = `assets/fonts/ibm-plex-sans-arabic-${weight}.woff2`;
  const font = readFileSync(source);
  const subset = await subsetFont(font, basicArabic + joinersAndMarks, { targetFormat: "woff2" });
  writeFileSync(target, subset);
  console.log(`${target}: ${font.length} → ${subset.length} bytes`);
}
