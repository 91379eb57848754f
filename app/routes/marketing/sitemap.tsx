import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/marketing/page-meta";
import { publicPages, type PublicPage } from "~/marketing/public-pages";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const sections: Array<PublicPage["section"]> = ["company", "services", "portal", "resources", "legal"];

export default function Sitemap() {
  const { t } = useTranslation(["sitemap", "pages"]);
  const local = useLocalPath();
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")}>
        <p>{t("lead")}</p>
      </PageHero>
      <div className="bg-white py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 md:grid-cols-3 lg:grid-cols-5">
          {sections.map((section) => (
            <section key={section} aria-labelledby={`sitemap-${section}`}>
              <h2 id={`sitemap-${section}`} className="text-lg font-bold text-navy-900">
                {t(`sections.${section}`)}
              </h2>
              <ul className="mt-4 space-y-4">
                {publicPages
                  .filter((page) => page.section === section)
                  .map((page) => (
                    <li key={page.path}>
                      <Link to={local(page.path)} className="font-semibold text-brand-600 hover:text-navy-900">
                        {t(`pages:${page.id}.name`)}
                      </Link>
                      <p className="mt-1 text-sm leading-6 text-slate-600">{t(`pages:${page.id}.description`)}</p>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
