import { useEffect, useRef, useState } from "react";

/** The logo image; if it cannot load, it is hidden and the company name is shown as text. */
export function Logo({ companyName, onDark }: { companyName: string; onDark: boolean }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // The image may have failed before the page became interactive, when no handler was listening yet.
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return <span className="text-lg font-bold tracking-tight">{companyName}</span>;
  return (
    <img
      ref={image}
      src={onDark ? "/logo-light.svg" : "/logo-dark.svg"}
      alt={companyName}
      width={190}
      height={40}
      className="h-10 w-auto"
      onError={() => setFailed(true)}
    />
  );
}
