import { Link } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/marketing/page-meta";
import { publicPage, publicPages, type PublicPage } from "~/marketing/public-pages";
import type { Route } from "./+types/sitemap";

export const meta: Route.MetaFunction = (args) => pageMeta(args, publicPage("/sitemap"));

const sections: Array<PublicPage["section"]> = ["Company", "Services", "Portal", "Resources", "Legal"];

export default function Sitemap() {
  return (
    <>
      <PageHero eyebrow="Sitemap" title="Every page of our website">
        <p>Find any page in one place.</p>
      </PageHero>
      <div className="bg-white py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 md:grid-cols-3 lg:grid-cols-5">
          {sections.map((section) => (
            <section key={section} aria-labelledby={`sitemap-${section}`}>
              <h2 id={`sitemap-${section}`} className="text-lg font-bold text-navy-900">
                {section}
              </h2>
              <ul className="mt-4 space-y-4">
                {publicPages
                  .filter((page) => page.section === section)
                  .map((page) => (
                    <li key={page.path}>
                      <Link to={page.path} className="font-semibold text-brand-600 hover:text-navy-900">
                        {page.name}
                      </Link>
                      <p className="mt-1 text-sm leading-6 text-slate-600">{page.description}</p>
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
