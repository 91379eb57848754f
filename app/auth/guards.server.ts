import { redirect, type AppLoadContext } from "react-router";
import type { Actor } from "~/audit/audit.server";
import type { Supplier } from "~/suppliers/transition.server";
import { roles, type Role } from "./auth.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { findSession, sessionDueForRefresh, verifiedSessionToken } from "./session-lookup.server";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session this request came with. */
  sessionId: string;
}

interface RequestSession {
  user: SignedInUser;
  /** The signed-in user's supplier record; null for an admin. */
  supplier: Supplier | null;
}

const requestSessions = new WeakMap<Request, Promise<RequestSession | null>>();

/**
 * The session of the request, read once per request. Sessions are read from the database every
 * time, so a revoked one ends at once; one query brings the session, its user and the supplier
 * record (docs/decisions/0006-one-query-for-a-session.md).
 */
function readSession(request: Request, context: AppLoadContext): Promise<RequestSession | null> {
  let pending = requestSessions.get(request);
  if (!pending) {
    pending = lookUpSession(request, context.services);
    requestSessions.set(request, pending);
  }
  return pending;
}

async function lookUpSession(
  request: Request,
  { auth, authSecret, db }: AppLoadContext["services"],
): Promise<RequestSession | null> {
  const { authCookies } = await auth.$context;
  const token = verifiedSessionToken(request.headers.get("cookie"), authCookies.sessionToken.name, authSecret);
  if (!token) return null;
  const found = await findSession(db, token);
  if (!found || found.user.banned || found.session.expiresAt.getTime() <= Date.now()) return null;
  // better-auth extends a session once it is a day old: let it do so, as its own lookup would.
  if (sessionDueForRefresh(found.session.expiresAt)) await auth.api.getSession({ headers: request.headers });
  const { id, email, name } = found.user;
  const role = found.user.role === roles.admin ? roles.admin : roles.supplier;
  return { user: { id, email, name, role, sessionId: found.session.id }, supplier: found.supplier };
}

/** The user of the request's session, or null. */
export async function getSignedInUser(request: Request, context: AppLoadContext): Promise<SignedInUser | null> {
  return (await readSession(request, context))?.user ?? null;
}

const forbidden = (message: string) => new Response(message, { status: 403, statusText: "Forbidden" });

/** Every admin loader and action starts here: anonymous visitors go to /login, suppliers get 403. */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInUser & { actor: Actor }> {
  const user = await getSignedInUser(request, context);
  if (!user) {
    // The page asked for, also when it came as client-side navigation's data request.
    const url = new URL(request.url);
    url.searchParams.delete("_routes");
    url.searchParams.delete("index");
    const path = url.pathname.replace(/\.data$/, "");
    throw redirect(`/login?redirectTo=${encodeURIComponent(path + url.search)}`);
  }
  if (user.role !== roles.admin) throw forbidden(translatorFor("en", "failures")("adminOnly"));
  return { ...user, actor: { type: "admin", id: user.id, label: user.email } };
}

/** Every portal loader and action starts here: returns the signed-in supplier's own record. */
export async function requireSupplier(request: Request, context: AppLoadContext) {
  const session = await readSession(request, context);
  const language = languageOfRequest(request);
  if (!session) throw redirect(pathInLanguage("/supplier-login", language));
  const { user, supplier } = session;
  const t = translatorFor(language, "failures");
  if (user.role !== roles.supplier) throw forbidden(t("portalForSuppliers"));
  if (!supplier) throw forbidden(t("noSupplierAccount"));
  return { user, supplier };
}

/** Sign-in pages send someone already signed in to where they belong. */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext, role: Role, home: string) {
  const user = await getSignedInUser(request, context);
  if (user?.role === role) throw redirect(home);
}
