import { ChevronDown, KeyRound } from "lucide-react";
import { Form, Link, NavLink, Outlet, useLocation, useMatches } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { countUnreadContacts } from "~/contacts/contact-inbox.server";
import { countNewQuoteRequests } from "~/quotes/sourcing.server";
import { countAwaitingReview } from "~/suppliers/review.server";
import { useCompany } from "~/root";
import type { Route } from "./+types/layout";
import { reloadAfterConflict } from "~/lib/reload-after-conflict";

/** Admin pages bring their own header instead of the public site's. */
export const handle = { area: "admin" };

export const shouldRevalidate = reloadAfterConflict;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.services;
  const [awaitingReview, unreadContacts, newQuotes] = await Promise.all([
    countAwaitingReview(db),
    countUnreadContacts(db),
    countNewQuoteRequests(db),
  ]);
  // Until a second factor is set up, the security page is the only one open: no menu to the rest.
  return { email: admin.email, awaitingReview, unreadContacts, newQuotes, menu: admin.hasSecondFactor };
}

const links: Array<{
  to: string;
  label: string;
  end?: boolean;
  badge?: "awaitingReview" | "unreadContacts" | "newQuotes";
}> = [
  { to: "/admin", label: "Dashboard", end: true, badge: "awaitingReview" },
  { to: "/admin/suppliers", label: "Suppliers" },
  { to: "/admin/quotes", label: "Quotes", badge: "newQuotes" },
  { to: "/admin/contacts", label: "Contacts", badge: "unreadContacts" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/emails", label: "Email log" },
  { to: "/admin/audit", label: "Audit trail" },
  { to: "/admin/subscription-settings", label: "Subscription settings" },
  { to: "/admin/settings", label: "Settings" },
];

const badgeText = { awaitingReview: "awaiting review", unreadContacts: "unread", newQuotes: "new" };

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const company = useCompany();
  // This loader counts while the page's own runs, so a page that changes a count as it loads
  // (opening a message reads it) reports the new one, and the deepest report wins.
  const counts = {
    awaitingReview: loaderData.awaitingReview,
    unreadContacts: loaderData.unreadContacts,
    newQuotes: loaderData.newQuotes,
  };
  for (const match of useMatches()) {
    const data = match.data as Partial<typeof counts> | undefined;
    if (typeof data?.unreadContacts === "number") counts.unreadContacts = data.unreadContacts;
    if (typeof data?.awaitingReview === "number") counts.awaitingReview = data.awaitingReview;
  }
  const location = useLocation();
  // A list's detail pages share its path in the singular: /admin/supplier/… belongs to Suppliers.
  const current = links.find((link) =>
    link.end ? location.pathname === link.to : location.pathname.startsWith(link.to.replace(/s$/, "")),
  );
  const menu = links.map((link) => {
    const count = link.badge ? counts[link.badge] : 0;
    return (
      <NavLink
        key={link.to}
        to={link.to}
        end={link.end}
        className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold text-slate-200 hover:bg-white/5 hover:text-white aria-[current=page]:bg-white/10 aria-[current=page]:text-white"
      >
        {link.label}
        {count > 0 && link.badge ? (
          <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs text-navy-950">
            {count}
            <span className="sr-only"> {badgeText[link.badge]}</span>
          </span>
        ) : null}
      </NavLink>
    );
  });
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <span className="font-bold">{company.name} · Admin</span>
          <div className="flex items-center gap-3 text-sm">
            {/* On a phone, a key icon: the bar keeps to one line. */}
            <Link
              to="/admin/security"
              className="inline-flex items-center gap-1.5 rounded-md p-1.5 text-slate-300 underline-offset-4 hover:text-white hover:underline"
            >
              <KeyRound aria-hidden className="size-4 sm:hidden" />
              <span className="sr-only sm:not-sr-only">
                <span className="hidden sm:inline">{loaderData.email} · </span>Security
              </span>
            </Link>
            <Form method="post" action="/sign-out">
              <input type="hidden" name="area" value="admin" />
              <button
                type="submit"
                className="rounded-md border border-white/30 px-3 py-1.5 font-semibold hover:bg-white/10"
              >
                Sign out
              </button>
            </Form>
          </div>
          {loaderData.menu ? (
            <>
              {/* A phone gets one line, "Menu" and the page's name, that opens the links (no script needed). */}
              <details key={location.pathname} className="group w-full sm:hidden">
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-md bg-white/5 px-3 py-2 text-sm font-semibold">
                  <span>
                    Menu<span className="font-normal text-slate-300">{current ? ` · ${current.label}` : ""}</span>
                  </span>
                  <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
                </summary>
                <nav aria-label="Admin" className="mt-1 grid">
                  {menu}
                </nav>
              </details>
              <nav aria-label="Admin" className="-mx-3 hidden w-full flex-wrap items-center gap-1 sm:flex">
                {menu}
              </nav>
            </>
          ) : null}
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </div>
    </div>
  );
}
