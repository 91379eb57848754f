import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { motionIsOff } from "~/lib/motion";
import { useScrolledPast } from "~/lib/use-scrolled-past";

/** The button appears past this many pixels of scroll. */
const BACK_TO_TOP_AFTER_PX = 300;

/** Whether the last scroll went up the page. */
function useScrollingUp(): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      if (window.scrollY !== last) setUp(window.scrollY < last);
      last = window.scrollY;
    };
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return up;
}

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const scrollingUp = useScrollingUp();
  const { t } = useTranslation();
  if (!visible) return null;
  // On a phone the button would sit on the end of the rows being read (a total, a date), so it
  // shows only once the reader turns back up the page, when the way to the top is what they want.
  return (
    <button
      type="button"
      data-back-to-top
      onClick={() => window.scrollTo({ top: 0, behavior: motionIsOff() ? "auto" : "smooth" })}
      className={`fixed end-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-500 text-navy-950 shadow-lg hover:bg-brand-400 ${scrollingUp ? "" : "max-sm:hidden"}`}
    >
      <ArrowUp aria-hidden className="size-5" />
      <span className="sr-only">{t("backToTop")}</span>
    </button>
  );
}
