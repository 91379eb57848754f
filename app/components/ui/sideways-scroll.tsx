import type { ReactNode } from "react";

/** A white box for a table that can be wider than a phone: it scrolls sideways, with a shadow on each side that has more to see. */
export function SidewaysScroll(props: { children: ReactNode; className?: string }) {
  return (
    <div className={props.className ? `scroll-shadows ${props.className}` : "scroll-shadows"}>
      <div>{props.children}</div>
    </div>
  );
}
