/** The widths scripts/images.js renders every illustration at. */
const imageWidths = [480, 800, 1200, 1600] as const;

export type IllustrationName = "dubai-skyline" | "server-room" | "consulting-workshop" | "support-desk" | "gcc-network";

/**
 * A responsive illustration from public/images: AVIF, then WebP, at the width the layout needs.
 * Dimensions are explicit so nothing shifts while it loads; below the fold it loads lazily.
 */
export function Picture(props: {
  name: IllustrationName;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const srcSet = (format: string) =>
    imageWidths.map((width) => `/images/${props.name}-${width}.${format} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={props.sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={props.sizes} />
      <img
        src={`/images/${props.name}-800.webp`}
        alt={props.alt}
        width={1600}
        height={900}
        loading={props.priority ? "eager" : "lazy"}
        fetchPriority={props.priority ? "high" : undefined}
        decoding="async"
        className={`h-auto w-full ${props.className ?? ""}`}
      />
    </picture>
  );
}
