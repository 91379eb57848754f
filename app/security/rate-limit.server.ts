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
  const { allowed, retryAfterSeconds } = await countHit(db, rule, now);
  return { allowed, retryAfterSeconds };
}

/** A hit as counted: whether it was allowed, and the window it was counted in (to give it back). */
interface CountedHit extends RateLimitResult {
  key: string;
  windowStartedAt: Date;
}

async function countHit(db: Executor, rule: RateLimitRule, now: Date): Promise<CountedHit> {
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_started_at, hits) values (${rule.key}, ${now}, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
      window_started_at = case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end
    returning hits, window_started_at`);
  const row = (result as unknown as { rows: Array<{ hits: number; window_started_at: string | Date }> }).rows[0]!;
  const windowStartedAt = new Date(row.window_started_at);
  const windowEndsAt = windowStartedAt.getTime() + rule.windowSeconds * 1000;
  return {
    key: rule.key,
    windowStartedAt,
    allowed: row.hits <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
  };
}

/** Takes back hits counted earlier, each only while its window lasts: a new window starts from nothing. */
async function giveBack(db: Executor, hits: CountedHit[]): Promise<void> {
  for (const hit of hits) {
    await db.execute(sql`
      update rate_limits set hits = hits - 1
      where key = ${hit.key} and window_started_at = ${hit.windowStartedAt} and hits > 0`);
  }
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
  /** Quote requests per network address: a buyer sends one, rarely a few. */
  quoteRequest: {
    name: "quote-request",
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
  // Sign-in (docs/decisions/0012): only wrong passwords count, never a sign-in that succeeds, and
  // never against the account everywhere. A browser the account has signed in with before is
  // counted on its own; every other browser is counted by the network address it comes from, since
  // it can drop its cookie and come back as a new one.
  /** Wrong passwords for one account from one network address, in browsers not known for it: a pause past 5 a minute… */
  signInFromAddress: { name: "sign-in-address", limit: 5, windowSeconds: 60, message: "tooManySignInAttempts" },
  /** …and no more from there for the rest of the hour past 20. */
  signInFromAddressHourly: {
    name: "sign-in-address-hour",
    limit: 20,
    windowSeconds: HOUR,
    message: "tooManySignInAttempts",
  },
  /** Wrong passwords for one account from one browser known for it: only its owner's own mistakes count here. */
  signInFromKnownBrowser: {
    name: "sign-in-browser",
    limit: 10,
    windowSeconds: 15 * 60,
    message: "tooManyAttempts",
  },
  /**
   * Wrong passwords from one network address for any accounts, in browsers not known for them, so
   * guessing many accounts does not pay off: high enough for an office of 30 behind one address.
   */
  signInFailuresPerAddress: {
    name: "sign-in-failures-ip",
    limit: 100,
    windowSeconds: 15 * 60,
    message: "tooManySignInAttempts",
  },
  /** Wrong current passwords on the change-password form, per account: a stolen session cannot guess it. */
  currentPasswordGuesses: {
    name: "current-password",
    limit: 5,
    windowSeconds: 15 * 60,
    message: "tooManyAttempts",
  },
  /** Passkey sign-ins started per network address: each stores a challenge until it is used or expires. */
  passkeySignIn: { name: "passkey-sign-in", limit: 60, windowSeconds: 15 * 60, message: "tooManyAttempts" },
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
  const result = await hitRateLimit(db, ruleOf(policy, subject), now);
  if (!result.allowed) throw new TooManyRequestsError(policy, result.retryAfterSeconds);
}

const ruleOf = (policy: LimitPolicy, subject: string | undefined): RateLimitRule => ({
  key: `${policy.name}:${subject ?? "unknown"}`,
  limit: policy.limit,
  windowSeconds: policy.windowSeconds,
});

/** A policy and whom it counts, e.g. `[limits.contact, clientIp]`. */
export type LimitOn = readonly [policy: LimitPolicy, subject: string | undefined];

/**
 * Runs `attempt` under limits that count its failures only (a wrong password), never a success.
 * Each limit is counted before `attempt` starts, so simultaneous attempts cannot all slip under
 * it, and given back unless `attempt` throws an error `isFailure` accepts. Past any of the limits
 * `attempt` does not run, nothing is counted, and TooManyRequestsError names the longest wait.
 */
export async function limitFailures<T>(
  db: Executor,
  on: readonly LimitOn[],
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
  now = new Date(),
): Promise<T> {
  const counted: CountedHit[] = [];
  let refusal: { policy: LimitPolicy; retryAfterSeconds: number } | undefined;
  for (const [policy, subject] of on) {
    const hit = await countHit(db, ruleOf(policy, subject), now);
    counted.push(hit);
    if (!hit.allowed && hit.retryAfterSeconds > (refusal?.retryAfterSeconds ?? 0)) {
      refusal = { policy, retryAfterSeconds: hit.retryAfterSeconds };
    }
  }
  if (refusal) {
    await giveBack(db, counted);
    throw new TooManyRequestsError(refusal.policy, refusal.retryAfterSeconds);
  }
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    // When the database fails too, its error would hide the attempt's: the count stays instead.
    if (!isFailure(error)) await giveBack(db, counted).catch(() => undefined);
    throw error;
  }
  await giveBack(db, counted);
  return result;
}
