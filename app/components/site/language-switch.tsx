import { Link, useLocation } from "react-router";
import { languageCookie, nativeName, pathInLanguage, pathWithoutLanguage } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { localPath } from "~/marketing/public-pages";

const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * The link to this page in the other language, named in that language. A page not yet written in
 * Arabic links to the Arabic home page. The choice is remembered for pages whose URL has no language.
 */
export function LanguageSwitch({ className, onChoose }: { className: string; onChoose?: () => void }) {
  const language = useLanguage();
  const other = language === "en" ? "ar" : "en";
  const { pathname, search } = useLocation();
  const path = pathWithoutLanguage(pathname);
  const twin = localPath(path, other);
  const target = other === "en" || twin !== path ? twin + search : pathInLanguage("/", other);
  return (
    <Link
      to={target}
      lang={other}
      hrefLang={other}
      className={className}
      onClick={() => {
        document.cookie = `${languageCookie}=${other}; path=/; max-age=${oneYearInSeconds}; samesite=lax`;
        onChoose?.();
      }}
    >
      {nativeName[other]}
    </Link>
  );
}
