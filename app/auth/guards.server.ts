import { supplierReturnPath } from "./sign-in.server";
import { redirect, type AppLoadContext } from "react-router";
import type { Actor } from "~/audit/audit.server";
import { paymentPagePath } from "~/payments/payment-page";
import { reachesPortal } from "~/suppliers/lifecycle";
import type { Supplier } from "~/suppliers/transition.server";
import { roles, type Role } from "./auth.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { languageOfRequest, pathInLanguage } from "~/i18n/languages";
import { findSession, recordSessionSeen, verifiedSessionToken } from "./session-lookup.server";
import { signOutBrowser } from "./sign-out.server";
import { judgeSession, type SessionEnd } from "./session-policy";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The session this request came with. */
  sessionId: string;
  /** An authenticator app or a passkey: admins must have one. */
  hasSecondFactor: boolean;
  /** When the session's owner last proved who they are: signing in, or a step-up (step-up.server.ts). */
  verifiedAt: Date;
}

interface RequestSession {
  user: SignedInUser;
  /** The signed-in user's supplier record; null for an admin. */
  supplier: Supplier | null;
}

/** A request's session, or why it has none: an admin session the policy has just ended, and its cookie's removal. */
type SessionLookup = RequestSession | { ended: SessionEnd; clearCookie: Headers } | null;

const requestSessions = new WeakMap<Request, Promise<SessionLookup>>();

/**
 * The session of the request, read once per request. Sessions are read from the database every
 * time, so a revoked one ends at once; one query brings the session, its user and the supplier
 * record (docs/decisions/0006-one-query-for-a-session.md).
 */
function lookUp(request: Request, context: AppLoadContext): Promise<SessionLookup> {
  let pending = requestSessions.get(request);
  if (!pending) {
    pending = lookUpSession(request, context.services);
    requestSessions.set(request, pending);
  }
  return pending;
}

async function readSession(request: Request, context: AppLoadContext): Promise<RequestSession | null> {
  const found = await lookUp(request, context);
  return found && "user" in found ? found : null;
}

async function lookUpSession(request: Request, services: AppLoadContext["services"]): Promise<SessionLookup> {
  const { auth, authSecret, db } = services;
  const { authCookies } = await auth.$context;
  const token = verifiedSessionToken(request.headers.get("cookie"), authCookies.sessionToken.name, authSecret);
  if (!token) return null;
  const found = await findSession(db, token);
  // Suspending bans the account and ends its sessions; a suspended supplier's session counts as ended either way.
  if (!found || found.user.banned || found.supplier?.status === "suspended") return null;
  const role = found.user.role === roles.admin ? roles.admin : roles.supplier;
  const now = new Date();
  const verdict = judgeSession({ role, ...found.session }, now);
  if (!verdict.alive) {
    if (role !== roles.admin) return null;
    return { ended: verdict.reason, clearCookie: await signOutBrowser(services, request) };
  }
  if (verdict.next === "record") await recordSessionSeen(db, found.session.id, now, verdict.expiresAt);
  // A supplier's session slides: better-auth extends it once it is a day old, as its own lookup would.
  if (verdict.next === "refresh") await auth.api.getSession({ headers: request.headers });
  const { id, email, name } = found.user;
  return {
    user: {
      id,
      email,
      name,
      role,
      sessionId: found.session.id,
      hasSecondFactor: Boolean(found.hasSecondFactor),
      verifiedAt: found.session.verifiedAt ?? found.session.createdAt,
    },
    supplier: found.supplier,
  };
}

/** The user of the request's session, or null. */
export async function getSignedInUser(request: Request, context: AppLoadContext): Promise<SignedInUser | null> {
  return (await readSession(request, context))?.user ?? null;
}

const forbidden = (message: string) => new Response(message, { status: 403, statusText: "Forbidden" });

/** The page a request asked for, also when it came as client-side navigation's data request. */
function pageAskedFor(request: Request): { path: string; search: string } {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  return { path: url.pathname.replace(/\.data$/, ""), search: url.search };
}

/** Where an admin without a second factor sets one up; the only admin page open to them. */
const adminSecurityPath = "/admin/security";

/**
 * Every admin loader and action starts here: anonymous visitors go to /login, suppliers get 403,
 * and an admin without a second factor reaches only the page that sets one up.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<SignedInUser & { actor: Actor }> {
  const found = await lookUp(request, context);
  const user = found && "user" in found ? found.user : null;
  const { path, search } = pageAskedFor(request);
  if (!user) {
    const login = `/login?redirectTo=${encodeURIComponent(path + search)}`;
    if (found && "ended" in found) throw redirect(`${login}&signed-out=${found.ended}`, { headers: found.clearCookie });
    throw redirect(login);
  }
  if (user.role !== roles.admin) throw forbidden(translatorFor("en", "failures")("adminOnly"));
  if (!user.hasSecondFactor && path !== adminSecurityPath) throw redirect(adminSecurityPath);
  return { ...user, actor: { type: "admin", id: user.id, label: user.email } };
}

/** Every portal loader and action starts here: returns the signed-in supplier's own record. */
export async function requireSupplier(request: Request, context: AppLoadContext) {
  const session = await readSession(request, context);
  const language = languageOfRequest(request);
  if (!session) {
    const { path, search } = pageAskedFor(request);
    const login = pathInLanguage("/supplier-login", language);
    // Only a page signing in can return to; the dashboard is where it leads anyway.
    const returnTo = supplierReturnPath(path + search);
    const home = !returnTo || returnTo === pathInLanguage("/supplier-dashboard", language);
    throw redirect(home ? login : `${login}?redirectTo=${encodeURIComponent(returnTo)}`);
  }
  const { user, supplier } = session;
  const t = translatorFor(language, "failures");
  if (user.role !== roles.supplier) throw forbidden(t("portalForSuppliers"));
  if (!supplier) throw forbidden(t("noSupplierAccount"));
  return { user, supplier };
}

/** The portal's own pages start here: a supplier who has not paid yet is sent to the payment page (`reachesPortal`). */
export async function requirePaidSupplier(request: Request, context: AppLoadContext) {
  const session = await requireSupplier(request, context);
  if (!reachesPortal(session.supplier.status)) {
    throw redirect(paymentPagePath(session.supplier.email, languageOfRequest(request)));
  }
  return session;
}

/** Sign-in pages send someone already signed in to where they belong. */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext, role: Role, home: string) {
  const user = await getSignedInUser(request, context);
  if (user?.role === role) throw redirect(home);
}
