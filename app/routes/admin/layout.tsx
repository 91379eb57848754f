import { Form, NavLink, Outlet } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { countSuppliersByStatus } from "~/suppliers/review.server";
import type { Route } from "./+types/layout";

/** Admin pages bring their own header instead of the public site's. */
export const handle = { area: "admin" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const counts = await countSuppliersByStatus(context.services.db);
  return { email: admin.email, awaitingReview: counts.pending_review };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-slate-100">
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <nav aria-label="Admin" className="flex items-center gap-1">
            <span className="mr-4 font-bold">
              <span className="hidden sm:inline">Falcon Edge IT · </span>Admin
            </span>
            <NavLink
              to="/admin"
              end
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold aria-[current=page]:bg-white/10"
            >
              Dashboard
              {loaderData.awaitingReview > 0 ? (
                <span className="rounded-full bg-brand-500 px-2 py-0.5 text-xs text-navy-950">
                  {loaderData.awaitingReview}
                  <span className="sr-only"> awaiting review</span>
                </span>
              ) : null}
            </NavLink>
            <NavLink
              to="/admin/subscription-settings"
              className="rounded-md px-3 py-2 text-sm font-semibold aria-[current=page]:bg-white/10"
            >
              Subscription settings
            </NavLink>
          </nav>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-slate-300 sm:inline">{loaderData.email}</span>
            <Form method="post" action="/sign-out">
              <button
                type="submit"
                className="rounded-md border border-white/30 px-3 py-1.5 font-semibold hover:bg-white/10"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <Outlet />
      </div>
    </div>
  );
}
