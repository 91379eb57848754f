import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import type { Db } from "~/db/client.server";
import { PASSWORD_MAX_LENGTH } from "./auth-forms";
import { hashPassword, verifyPassword } from "./passwords.server";
import { accounts, sessions, users, verifications } from "~/db/schema";
import type { Logger } from "~/observability/logger.server";
import { defaultCompanyFacts } from "~/settings/company";

export const roles = { admin: "admin", supplier: "supplier" } as const;
export type Role = (typeof roles)[keyof typeof roles];

/**
 * The header better-auth reads a session's client address from. Only our server sets it, from the
 * address Express trusted (TRUST_PROXY), replacing whatever a client sent: see signIn.
 */
export const clientAddressHeader = "x-client-address";

/** The floor below which the admin's password setting cannot go. */
const PASSWORD_MIN_LENGTH_FLOOR = 8;

/** A signed-in browser keeps its session this long; a revoked session ends on its next request. */
const SESSION_DAYS = 30;
export const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
/** A session in use is extended to the full SESSION_DAYS once it is this old. */
export const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;

/**
 * The identity system: better-auth over our database, called in-process by our routes (its HTTP
 * handler is not mounted, see docs/decisions/0002). It owns password hashing, sign-in and sessions;
 * accounts are created by our domain functions (approval, admin creation), never by sign-up.
 */
export function createAuth(deps: { db: Db; appUrl: string; secret: string; logger: Logger }) {
  return betterAuth({
    appName: defaultCompanyFacts.name,
    baseURL: deps.appUrl,
    secret: deps.secret,
    trustedOrigins: [deps.appUrl],
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH_FLOOR,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: SESSION_REFRESH_AGE_SECONDS },
    plugins: [admin({ defaultRole: roles.supplier, adminRoles: [roles.admin] })],
    // Our own limits, stored in the database and keyed by IP and by account, guard every form.
    rateLimit: { enabled: false },
    // The whole address: the devices list shows it, and our limits key on it themselves.
    advanced: { ipAddress: { ipAddressHeaders: [clientAddressHeader], ipv6Subnet: 128 } },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => deps.logger[level]({ args }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
