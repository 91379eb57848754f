import { availableParallelism } from "node:os";
import express from "express";
import { z } from "zod";

const port = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

/** A URL whose scheme is one of `protocols`, with one clear message when it is not. */
function urlWith(protocols: string[], message: string) {
  return z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, message);
}

const postgresUrl = urlWith(
  ["postgres:", "postgresql:"],
  "must be a URL such as postgres://user:password@host:5432/database",
);
const smtpUrl = urlWith(["smtp:", "smtps:"], "must be a URL such as smtp://user:password@mail.example.com:587");

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/** Whether Express takes `value` as its "trust proxy" setting: it refuses what it cannot read when set. */
function isTrustProxySetting(value: string): boolean {
  try {
    express().set("trust proxy", value);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: port.default(3000),
    HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
    APP_URL: urlWith(["http:", "https:"], "must be an absolute URL such as https://www.example.ae")
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
    // Connections each instance keeps to PostgreSQL; instances × this must stay under max_connections.
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(2, "must be at least 2")
      .max(200, "must be at most 200")
      .default(10),
    // Server processes on this machine (PostgreSQL only: the embedded database admits one process).
    WEB_CONCURRENCY: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(64, "must be at most 64")
      .optional(),
    // The deadline of one database call: a statement that runs longer, an answer that does not come
    // or a connection that is not free in time fails as "temporarily unavailable" (503).
    DATABASE_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(500, "must be at least 500")
      .max(60_000, "must be at most 60000")
      .default(3_000),
    SMTP_URL: z.preprocess(emptyAsUndefined, smtpUrl.optional()),
    // How long the mail server may take to accept a connection, greet, or answer any command
    // (a message it never confirms); then the delivery fails and is retried later.
    SMTP_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1_000, "must be at least 1000")
      .max(300_000, "must be at most 300000")
      .default(15_000),
    // An address alone is sent under the company's name as the admins last saved it.
    MAIL_FROM: z
      .string()
      .regex(
        /^[^\s<>@]+@[^\s<>@]+$|^[^<>]*<[^\s<>@]+@[^\s<>@]+>$/,
        'must be an address such as noreply@example.ae or "Company <noreply@example.ae>"',
      )
      .optional(),
    AUTH_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, "must be at least 32 characters (try: openssl rand -hex 32)").optional(),
    ),
    // Behind a reverse proxy, which hops to trust for the client's address (Express's "trust proxy").
    TRUST_PROXY: z
      .string()
      .optional()
      .refine(
        (value) => value === undefined || /^(\d+|true|false|)$/.test(value) || isTrustProxySetting(value),
        "must be true, false, a number of hops, or addresses and subnets such as 10.0.0.0/8,loopback",
      )
      .transform((value): boolean | number | string => {
        if (value === undefined || value === "" || value === "false") return false;
        if (value === "true") return true;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    // When set and no admin exists, the server creates this admin at start and prints a set-password link.
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email("must be an email address").optional()),
    // How long a payment link on /payment-required stays usable.
    PAYMENT_LINK_TTL_SECONDS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(30, "must be at least 30")
      .max(3600, "must be at most 3600")
      .default(300),
    // How long a payment may go without an answer before the reconciler asks the provider about it.
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(5, "must be at least 5")
      .max(3600, "must be at most 3600")
      .default(120),
    // Stripe: all three keys, or none for the sandbox provider (test mode, nothing is charged).
    STRIPE_SECRET_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_live_… or sk_test_…)")
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_live_… or pk_test_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)")
        .optional(),
    ),
    // Tests only: where the Stripe API is (a local fake); unset means Stripe's own.
    STRIPE_API_URL: z.preprocess(emptyAsUndefined, urlWith(["http:", "https:"], "must be a URL").optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "must be 1 with the embedded database, which one process opens; set DATABASE_URL to run several",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production with PostgreSQL (DATABASE_URL): every instance must share it",
      });
    }
    const stripeKeys = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;
    const stripeSet = stripeKeys.filter((key) => env[key]);
    if (stripeSet.length > 0 && stripeSet.length < stripeKeys.length) {
      for (const key of stripeKeys.filter((name) => !env[name])) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `is required when ${stripeSet.join(" and ")} is set: Stripe needs all three keys (or none, for the sandbox)`,
        });
      }
    }
    if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
      const mode = (key: string) => (key.includes("_live_") ? "live" : "test");
      if (mode(env.STRIPE_SECRET_KEY) !== mode(env.STRIPE_PUBLISHABLE_KEY)) {
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_PUBLISHABLE_KEY"],
          message: "must be of the same mode (live or test) as STRIPE_SECRET_KEY",
        });
      }
    }
  })
  .transform((env) => ({
    ...env,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    // One per core by default on PostgreSQL; the development server is always one process.
    processes: env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    APP_URL: env.APP_URL ?? `http://localhost:${env.PORT}`,
    MAIL_FROM: env.MAIL_FROM ?? `no-reply@${new URL(env.APP_URL ?? "http://localhost").hostname}`,
  }));

export type Env = z.output<typeof envSchema>;

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: string[] };

/** Parses a set of environment variables; every problem is reported, not just the first. */
export function parseEnv(source: Record<string, string | undefined>): EnvResult {
  const result = envSchema.safeParse(source);
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`),
  };
}

/** Reads process.env once; on a bad value prints every problem and exits. */
export function loadEnv(): Env {
  const result = parseEnv(process.env);
  if (result.ok) return result.env;
  console.error(
    `The server cannot start: the configuration has ${result.problems.length} problem(s):\n` +
      result.problems.map((problem) => `  - ${problem}`).join("\n") +
      "\nSee the configuration table in README.md.",
  );
  process.exit(1);
}
