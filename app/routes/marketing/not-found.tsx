import { data, Link } from "react-router";
import { pageMeta } from "~/marketing/page-meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

/** A form sent to an address that does not exist finds the same page. */
export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find IT consultancy, hardware and support services from the home page.",
  }),
  { name: "robots", content: "noindex" },
];

const suggestions = [
  { to: "/", label: "Home page" },
  { to: "/services", label: "Our services" },
  { to: "/ItHardware", label: "IT hardware supply" },
  { to: "/contact", label: "Ask for a free consultation" },
];

export default function NotFound() {
  return (
    <section className="bg-navy-900 px-4 pt-32 pb-24 text-white sm:px-6">
      <div className="mx-auto max-w-3xl">
        <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Error 404</p>
        <h1 className="mt-3 text-3xl font-bold sm:text-5xl">This page does not exist</h1>
        <p className="mt-5 text-lg text-slate-200">
          The link may be out of date, or the address may have a typing mistake. These pages are a good place to
          continue:
        </p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {suggestions.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-lg border border-white/15 bg-white/5 px-5 py-4 font-medium hover:border-brand-400 hover:bg-white/10"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
