/** True when the visitor prefers reduced motion or is on a very slow (2g) connection. */
export function motionIsOff(): boolean {
  if (typeof window === "undefined") return true;
  return (
    window.matchMedia("(prefers-reduced-motion: reduce)").matches || document.documentElement.dataset.motion === "off"
  );
}

type NetworkInformation = { effectiveType?: string };

/** Marks the document so CSS drops animations on 2g connections. */
export function markSlowConnection(): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.effectiveType === "2g" || connection?.effectiveType === "slow-2g") {
    document.documentElement.dataset.motion = "off";
  }
}
