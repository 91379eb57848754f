import { Menu, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { useScrolledPast } from "~/lib/use-scrolled-past";
import { useLocalPath } from "~/marketing/use-local-path";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { accountLink, loginLink, navigationLinks, type SiteLink } from "./links";

/** Past this many pixels of scroll the bar turns solid. */
const SOLID_AFTER_PX = 50;

export function SiteHeader({
  companyName,
  supplierSignedIn,
  alwaysSolid,
}: {
  companyName: string;
  supplierSignedIn: boolean;
  /** For a page that opens light: a see-through bar would put white text on white. */
  alwaysSolid: boolean;
}) {
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const highlighted = supplierSignedIn ? accountLink : loginLink;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const solid = alwaysSolid || scrolled || menuOpen;
  const { t } = useTranslation();
  const local = useLocalPath();
  const shown = (link: SiteLink): ShownLink => ({
    to: local(link.to),
    label: t(`nav.${link.label}`),
    home: link.to === "/",
  });
  const links = navigationLinks.map(shown);
  const highlightedLink = shown(highlighted);

  return (
    <header
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menuOpen) return;
        setMenuOpen(false);
        menuButton.current?.focus();
      }}
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        solid ? "bg-white/95 text-navy-900 shadow-md backdrop-blur" : "bg-transparent text-white"
      }`}
    >
      <nav
        aria-label={t("mainNavigation")}
        className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to={local("/")} className="shrink-0 rounded" aria-label={t("homeLinkLabel", { company: companyName })}>
          <Logo companyName={companyName} onDark={!solid} />
        </Link>

        <ul className="hidden items-center gap-0.5 xl:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavItem link={link} solid={solid} />
            </li>
          ))}
          <li className="ms-1">
            <LanguageSwitch className={linkColours(false, solid)} />
          </li>
          <li className="ms-2">
            <HighlightedLink link={highlightedLink} />
          </li>
        </ul>

        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md xl:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          <span className="sr-only">{menuOpen ? t("closeMenu") : t("openMenu")}</span>
        </button>
      </nav>

      {/* The links are rendered only while the menu is open: the closed menu would repeat the bar's
          links in every page's HTML for nothing. */}
      <div id={menuId} hidden={!menuOpen} className="border-t border-slate-200 bg-white xl:hidden">
        {menuOpen ? (
          <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
            {links.map((link) => (
              <li key={link.to}>
                <NavItem link={link} solid onChoose={() => setMenuOpen(false)} block />
              </li>
            ))}
            <li>
              <LanguageSwitch
                className={`block !text-base ${linkColours(false, true)}`}
                onChoose={() => setMenuOpen(false)}
              />
            </li>
            <li className="pt-2">
              <HighlightedLink link={highlightedLink} onChoose={() => setMenuOpen(false)} block />
            </li>
          </ul>
        ) : null}
      </div>
    </header>
  );
}

/** The colours of a bar link: active or not, on the solid bar or the see-through one. */
function linkColours(isActive: boolean, solid: boolean): string {
  return [
    "rounded-md px-2 py-2 text-[13px] font-medium whitespace-nowrap transition-colors 2xl:px-3 2xl:text-sm",
    isActive
      ? solid
        ? "bg-navy-900/8 text-brand-600"
        : "bg-white/15 text-brand-300"
      : solid
        ? "text-navy-900 hover:bg-slate-100"
        : "text-white/90 hover:bg-white/10 hover:text-white",
  ].join(" ");
}

/** A bar link, its words and path already in the page's language (the header translates them once). */
interface ShownLink {
  to: string;
  label: string;
  home: boolean;
}

function NavItem(props: { link: ShownLink; solid: boolean; block?: boolean; onChoose?: () => void }) {
  const { link, solid, block, onChoose } = props;
  return (
    <NavLink
      to={link.to}
      end={link.home}
      onClick={onChoose}
      className={({ isActive }) => `${linkColours(isActive, solid)} ${block ? "block !text-base" : ""}`}
    >
      {link.label}
    </NavLink>
  );
}

function HighlightedLink({ link, block, onChoose }: { link: ShownLink; block?: boolean; onChoose?: () => void }) {
  return (
    <NavLink
      to={link.to}
      onClick={onChoose}
      className={({ isActive }) =>
        `${block ? "block text-center" : "inline-block"} rounded-md px-4 py-2 text-sm font-semibold shadow-sm transition-colors ${
          isActive ? "bg-brand-600 text-white ring-2 ring-brand-300" : "bg-brand-500 text-navy-950 hover:bg-brand-400"
        }`
      }
    >
      {link.label}
    </NavLink>
  );
}
