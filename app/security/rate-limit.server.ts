import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";

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
