import { readableBackupCodes } from "./backup-codes.server";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { passkey } from "@better-auth/passkey";
import { admin, twoFactor } from "better-auth/plugins";
import type { Db } from "~/db/client.server";
import { PASSWORD_MAX_LENGTH } from "./auth-forms";
import { hashPassword, verifyPassword } from "./passwords.server";
import { accounts, passkeys, sessions, twoFactors, users, verifications } from "~/db/schema";
import type { Logger } from "~/observability/logger.server";
import { defaultCompanyFacts } from "~/settings/company";
import { adminSessionEnd, sessionLimits } from "./session-policy";

export const roles = { admin: "admin", supplier: "supplier" } as const;
export type Role = (typeof roles)[keyof typeof roles];

/**
 * The header better-auth reads a session's client address from. Only our server sets it, from the
 * address Express trusted (TRUST_PROXY), replacing whatever a client sent: see signIn.
 */
export const clientAddressHeader = "x-client-address";

/** How a session was opened, as the sessions list says it. */
export const signInMethods = {
  password: "password",
  passwordAndCode: "password+code",
  passwordAndBackupCode: "password+backup-code",
  /** The password, in a browser its owner trusted after giving a code there. */
  passwordInTrustedBrowser: "password+trusted-browser",
  passkey: "passkey",
} as const;
export type SignInMethod = (typeof signInMethods)[keyof typeof signInMethods];

/** A browser the owner chose to trust skips the second factor this long. */
export const TRUSTED_BROWSER_SECONDS = 30 * 24 * 60 * 60;

/** The floor below which the admin's password setting cannot go. */
const PASSWORD_MIN_LENGTH_FLOOR = 8;

/**
 * better-auth opens every session for a supplier's term and slides it once a day; an admin's is
 * held shorter by our guard and by `keepAdminLimits` (session-policy.ts).
 */
export const SESSION_SECONDS = sessionLimits.supplier.termMs / 1000;
const SESSION_REFRESH_AGE_SECONDS = sessionLimits.supplier.refreshAgeMs / 1000;

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
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH_FLOOR,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
      // Our step-up rule (step-up.server.ts) decides how recently the owner must have proved who they
      // are, per change; better-auth's own day-old "fresh session" check would only contradict it.
      freshAge: 0,
      // Declared so that better-auth keeps them when it replaces a session (enabling a second factor).
      additionalFields: {
        signInMethod: { type: "string", required: false, input: false },
        verifiedAt: { type: "date", required: false, input: false },
      },
    },
    databaseHooks: { session: { update: { before: keepAdminLimits } } },
    plugins: [
      admin({ defaultRole: roles.supplier, adminRoles: [roles.admin] }),
      twoFactor({
        issuer: defaultCompanyFacts.name,
        trustDeviceMaxAge: TRUSTED_BROWSER_SECONDS,
        backupCodeOptions: { customBackupCodesGenerate: readableBackupCodes },
        // Five wrong codes end a sign-in attempt (the plugin's rule); five in a row pause the factor for 15 minutes.
        accountLockout: { maxFailedAttempts: 5, durationSeconds: 15 * 60 },
      }),
      passkey({ rpID: new URL(deps.appUrl).hostname, rpName: defaultCompanyFacts.name, origin: deps.appUrl }),
    ],
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

interface SessionOfContext {
  session: { createdAt: Date; verifiedAt?: Date | null };
  user: { role?: string | null };
}

/**
 * better-auth slides a session it reads once a day, to the supplier's full term; an admin session
 * it reads (a second-factor or passkey endpoint) ends instead where the admin policy puts it.
 */
async function keepAdminLimits(update: { expiresAt?: Date }, endpoint: { context: { session?: unknown } } | null) {
  const current = endpoint?.context.session as SessionOfContext | null | undefined;
  if (!update.expiresAt || current?.user.role !== roles.admin) return;
  const { createdAt, verifiedAt } = current.session;
  return { data: { expiresAt: adminSessionEnd({ createdAt, verifiedAt: verifiedAt ?? null }, new Date()) } };
}
