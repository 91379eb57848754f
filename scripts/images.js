// Renders the illustrations in assets/images/*.svg to responsive AVIF and WebP files in
// public/images/, plus the social sharing card as PNG. Run after changing an illustration:
//   npm run images
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const source = "assets/images";
const output = "public/images";
// Keep in step with imageWidths in app/components/ui/picture.tsx.
const widths = [480, 800, 1200, 1600];

mkdirSync(output, { recursive: true });
for (const file of readdirSync(source).filter((name) => name.endsWith(".svg"))) {
  const name = path.basename(file, ".svg");
  const svg = readFileSync(path.join(source, file));
  if (name === "social-card") {
    await sharp(svg, { density: 96 })
      .resize(1200, 630)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(output, "social-card.png"));
    continue;
  }
  for (const width of widths) {
    const image = sharp(svg, { density: Math.ceil((96 * width) / 1600) * 2 }).resize(width);
    await image
      .clone()
      .avif({ quality: 55, effort: 6 })
      .toFile(path.join(output, `${name}-${width}.avif`));
    await image
      .clone()
      .webp({ quality: 78, effort: 6 })
      .toFile(path.join(output, `${name}-${width}.webp`));
  }
  console.log(`${name}: ${widths.join(", ")} px`);
}
