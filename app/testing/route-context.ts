import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { choosePasswordWithLink, createAdmin } from "~/auth/accounts.server";
import { createAuth } from "~/auth/auth.server";
import type { DomainDeps } from "~/deps";
import { ServiceUnavailableError } from "~/lib/errors";
import { action as adminLogin } from "~/routes/auth/login";
import { action as supplierLogin } from "~/routes/auth/supplier-login";
import { parseEnv } from "~/config/env.server";
import { createMailTransport } from "~/email/transport.server";
import { PageCache } from "~/http/page-cache.server";
import { createPaymentProvider, PAGE_CACHE_MS, type AppServices } from "~/services.server";
import { silentLogger, type TestDatabase } from "./test-database";

/**
 * What React Router gives a route's loader or action, `url` included: the arguments a test passes
 * when it calls one directly. Loosely typed, as each route types its own.
 */
export function routeArgs(request: Request, context: AppLoadContext, params: Record<string, string> = {}): never {
  return { request, url: new URL(request.url), context, params } as never;
}

/** Calls a route's loader or action with those arguments and settles what it answers or throws. */
export function callRoute(
  handler: (args: never) => unknown,
  request: Request,
  context: AppLoadContext,
  params: Record<string, string> = {},
) {
  return settle(Promise.resolve().then(() => handler(routeArgs(request, context, params))));
}

/** The services the server builds at start, over a test database. */
export function testServices(database: TestDatabase, env: Record<string, string> = {}): AppServices {
  const parsed = parseEnv({ NODE_ENV: "test", APP_URL: "https://www.falconedge-it.ae", ...env });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  const authSecret = "test-secret-that-is-long-enough-to-sign-things";
  return {
    env: parsed.env,
    logger: silentLogger,
    database,
    db: database.db,
    jobs: database.jobs,
    mail: createMailTransport({ logger: silentLogger }),
    authSecret,
    paymentProvider: createPaymentProvider(parsed.env, database.db),
    auth: createAuth({ db: database.db, appUrl: parsed.env.APP_URL, secret: authSecret, logger: silentLogger }),
    pageCache: new PageCache(PAGE_CACHE_MS),
  };
}

/** The load context the server gives loaders and actions, over a test database. */
export function testLoadContext(database: TestDatabase, clientIp = "203.0.113.7"): AppLoadContext {
  return {
    services: testServices(database),
    requestId: "test-request",
    cspNonce: "test-nonce",
    clientIp,
  };
}

/** What an action returned or threw, as status and body, whichever helper made it. */
export async function settle(outcome: Promise<unknown>): Promise<{ status: number; headers: Headers; body: any }> {
  let value: unknown;
  try {
    value = await outcome;
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return {
      status: value.status,
      headers: value.headers,
      body: value.status >= 300 && value.status < 400 ? null : await value.text(),
    };
  }
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { data, init } = value as { data: unknown; init?: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), body: data };
  }
  return { status: 200, headers: new Headers(), body: value };
}

/** Signs in through /supplier-login (or /login for an admin) and returns the Cookie header a browser would send. */
export async function sessionCookie(
  context: AppLoadContext,
  email: string,
  password: string,
  portal: "supplier" | "admin" = "supplier",
) {
  const signIn = await settle(
    Promise.resolve(
      (portal === "admin" ? adminLogin : supplierLogin)({
        request: new Request(`${context.services.env.APP_URL}/${portal === "admin" ? "login" : "supplier-login"}`, {
          method: "POST",
          body: new URLSearchParams({ email, password }),
        }),
        context,
        params: {},
      } as never),
    ),
  );
  return signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/**
 * An admin, created and signed in through /login as a browser would: the session's Cookie header
 * and the user's id. With `secondFactor` (the default) the admin area opens to it.
 */
export async function signedInAdmin(
  database: { deps: DomainDeps; db: Db },
  context: AppLoadContext,
  { email = "ops@falconedge-it.ae", password = "Al-Fahidi-Windtower-2040", secondFactor = true } = {},
): Promise<{ cookie: string; userId: string }> {
  const { setPasswordUrl } = await createAdmin(database.deps, email, { type: "system", label: "Test" });
  await choosePasswordWithLink(database.deps, { token: new URL(setPasswordUrl).searchParams.get("token")!, password });
  const cookie = await sessionCookie(context, email, password, "admin");
  if (secondFactor) await markSecondFactorSet(database.db, email);
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { cookie, userId: user!.id };
}

/**
 * Records that the account has a second factor, as an admin needs before the admin area opens.
 * For tests about other things, after the account has signed in (second-factor.server.test.ts sets
 * a real one up).
 */
export async function markSecondFactorSet(db: Db, email: string): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email));
}

/**
 * The same load context with a database that cannot be reached: every query fails as it does when
 * the connection is refused, the driver's error wrapping the database layer's (app/db/client.server.ts).
 */
export function withUnreachableDatabase(context: AppLoadContext): AppLoadContext {
  const refuse = () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    throw new Error("Failed query: select 1", { cause: new ServiceUnavailableError("database", refused) });
  };
  const db = new Proxy({}, { get: () => refuse }) as AppLoadContext["services"]["db"];
  return { ...context, services: { ...context.services, db } };
}

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A browser for route tests: a cookie jar kept across its requests to loaders and actions. */
export class TestBrowser {
  private jar = new Map<string, string>();
  constructor(
    private context: AppLoadContext,
    private userAgent = chromeOnWindows,
  ) {}
  private take(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, value] = pair!.split("=") as [string, string];
      const expired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim())) || value === "";
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  async post(
    action: (args: never) => unknown,
    path: string,
    fields: Record<string, string>,
    params: Record<string, string> = {},
  ) {
    const request = new Request(`${this.context.services.env.APP_URL}${path}`, {
      method: "POST",
      headers: { cookie: this.cookie, "user-agent": this.userAgent },
      body: new URLSearchParams(fields),
    });
    const outcome = await callRoute(action, request, this.context, params);
    this.take(outcome.headers);
    return outcome;
  }
  async get(loader: (args: never) => unknown, path: string, params: Record<string, string> = {}) {
    const request = new Request(`${this.context.services.env.APP_URL}${path}`, {
      headers: { cookie: this.cookie, "user-agent": this.userAgent },
    });
    return callRoute(loader, request, this.context, params);
  }
}
