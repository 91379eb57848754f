import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest } from "~/i18n/languages";
import { pageMeta } from "~/marketing/page-meta";
import { useLocalPath } from "~/marketing/use-local-path";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(languageOfRequest(request), "shell");
  return data({ title: t("notFound.title"), description: t("notFound.description") }, { status: 404 });
}

/** A form sent to an address that does not exist finds the same page. */
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, args.loaderData ?? { title: "", description: "" }),
  { name: "robots", content: "noindex" },
];

const suggestions = [
  { to: "/", label: "home" },
  { to: "/services", label: "services" },
  { to: "/ItHardware", label: "hardware" },
  { to: "/contact", label: "consultation" },
] as const;

export default function NotFound() {
  const { t } = useTranslation();
  const local = useLocalPath();
  return (
    <section className="bg-navy-900 px-4 pt-32 pb-24 text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">{t("notFound.eyebrow")}</p>
        <h1 className="mt-3 text-3xl font-bold sm:text-5xl">{t("notFound.heading")}</h1>
        <p className="mt-5 text-lg text-slate-200">{t("notFound.lead")}</p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {suggestions.map((item) => (
            <li key={item.to}>
              <Link
                to={local(item.to)}
                className="block rounded-lg border border-white/15 bg-white/5 px-5 py-4 font-medium hover:border-brand-400 hover:bg-white/10"
              >
                {t(`notFound.${item.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
