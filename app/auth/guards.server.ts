import { eq } from "drizzle-orm";
import { redirect, type AppLoadContext } from "react-router";
import type { Actor } from "~/audit/audit.server";
import { suppliers } from "~/db/schema";
import { roles, type Role } from "./auth.server";
import { authMessages } from "./auth-messages";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session this request came with. */
  sessionId: string;
}

const signedInCache = new WeakMap<Request, Promise<SignedInUser | null>>();

/** The user of the request's session, or null. Sessions are read from the database every time, so a revoked one ends at once. */
export function getSignedInUser(request: Request, context: AppLoadContext): Promise<SignedInUser | null> {
  let pending = signedInCache.get(request);
  if (!pending) {
    pending = context.services.auth.api.getSession({ headers: request.headers }).then((found) => {
      if (!found || found.user.banned) return null;
      const role = found.user.role === roles.admin ? roles.admin : roles.supplier;
      return { id: found.user.id, email: found.user.email, name: found.user.name, role, sessionId: found.session.id };
    });
    signedInCache.set(request, pending);
  }
  return pending;
}

const forbidden = (message: string) => new Response(message, { status: 403, statusText: "Forbidden" });

/** Every admin loader and action starts here: anonymous visitors go to /login, suppliers get 403. */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInUser & { actor: Actor }> {
  const user = await getSignedInUser(request, context);
  if (!user) {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\.data$/, "");
    throw redirect(`/login?redirectTo=${encodeURIComponent(path + url.search)}`);
  }
  if (user.role !== roles.admin) throw forbidden(authMessages.adminOnly);
  return { ...user, actor: { type: "admin", id: user.id, label: user.email } };
}

/** Every portal loader and action starts here: returns the signed-in supplier's own record. */
export async function requireSupplier(request: Request, context: AppLoadContext) {
  const user = await getSignedInUser(request, context);
  if (!user) throw redirect("/supplier-login");
  if (user.role !== roles.supplier) throw forbidden("The supplier portal is for suppliers.");
  const [supplier] = await context.services.db.select().from(suppliers).where(eq(suppliers.userId, user.id));
  if (!supplier) throw forbidden("No supplier account is linked to this sign-in.");
  return { user, supplier };
}

/** Sign-in pages send someone already signed in to where they belong. */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext, role: Role, home: string) {
  const user = await getSignedInUser(request, context);
  if (user?.role === role) throw redirect(home);
}
