import { ArrowUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { motionIsOff } from "~/lib/motion";
import { useScrolledPast } from "~/lib/use-scrolled-past";

/** The button appears past this many pixels of scroll. */
const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <button
      type="button"
      data-back-to-top
      onClick={() => window.scrollTo({ top: 0, behavior: motionIsOff() ? "auto" : "smooth" })}
      className="fixed end-5 bottom-5 z-30 flex size-12 items-center justify-center rounded-full bg-brand-500 text-navy-950 shadow-lg hover:bg-brand-400"
    >
      <ArrowUp aria-hidden className="size-5" />
      <span className="sr-only">{t("backToTop")}</span>
    </button>
  );
}
