import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { failure } from "~/i18n/failures.server";
import { DomainError, type FailureKey } from "~/lib/errors";

export interface RateLimitRule {
  /** What is limited and for whom, e.g. "contact:203.0.113.7". */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit against a fixed window kept in the database, so the limit holds across every
 * server instance. One atomic statement: concurrent hits cannot both slip under the limit.
 */
export async function hitRateLimit(db: Executor, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${rule.key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end
    returning hits, window_started_at`);
  const row = (result as unknown as { rows: Array<{ hits: number; window_started_at: string | Date }> }).rows[0]!;
  const windowEndsAt = new Date(row.window_started_at).getTime() + rule.windowSeconds * 1000;
  return {
    allowed: row.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
  };
}

/** A limit on how often one subject (a network address, an account) may do something, and what it is told past it. */
export interface LimitPolicy {
  /** The first part of the key, e.g. "contact" in "contact:203.0.113.7". */
  name: string;
  limit: number;
  windowSeconds: number;
  /** What the visitor is told, with the minutes to wait as its count. */
  message: FailureKey;
}

const HOUR = 60 * 60;

/** Every limit of the site, in one place. */
export const limits = {
  /** Consultation requests per network address. */
  contact: {
    name: "contact",
    limit: 5,
    windowSeconds: HOUR,
    message: "tooManyContactRequests",
  },
  /** Supplier registrations per network address. */
  registration: {
    name: "registration",
    limit: 5,
    windowSeconds: HOUR,
    message: "tooManyRegistrations",
  },
  /** Sign-in attempts per network address, so guessing many accounts does not pay off. */
  signInPerAddress: { name: "sign-in-ip", limit: 30, windowSeconds: 15 * 60, message: "tooManyAttempts" },
  /** Sign-in attempts per account, so guessing many passwords does not pay off. */
  signInPerAccount: {
    name: "sign-in-account",
    limit: 10,
    windowSeconds: 15 * 60,
    message: "tooManyAttempts",
  },
  /** Reset links per account, so nobody can flood someone's inbox. */
  resetPerAccount: { name: "reset-account", limit: 3, windowSeconds: HOUR, message: "tooManyAttempts" },
  /** Reset requests per network address, so nobody can probe many accounts. */
  resetPerAddress: { name: "reset-ip", limit: 20, windowSeconds: HOUR, message: "tooManyAttempts" },
} satisfies Record<string, LimitPolicy>;

/** Past a limit (HTTP 429, with Retry-After). */
class TooManyRequestsError extends DomainError {
  constructor(policy: LimitPolicy, retryAfterSeconds: number) {
    super(
      429,
      ...failure(
        policy.message,
        { count: Math.ceil(retryAfterSeconds / 60) },
        { headers: { "Retry-After": String(retryAfterSeconds) } },
      ),
    );
  }
}

/**
 * Counts one attempt by `subject` under `policy`; throws TooManyRequestsError once past the limit.
 * An unknown subject (no client address) shares one count rather than escaping the limit.
 */
export async function enforceLimit(
  db: Executor,
  policy: LimitPolicy,
  subject: string | undefined,
  now = new Date(),
): Promise<void> {
  const key = `${policy.name}:${subject ?? "unknown"}`;
  const result = await hitRateLimit(db, { key, limit: policy.limit, windowSeconds: policy.windowSeconds }, now);
  if (!result.allowed) throw new TooManyRequestsError(policy, result.retryAfterSeconds);
}
