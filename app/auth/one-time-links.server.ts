import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { oneTimeLinks, type OneTimeLinkPurpose } from "~/db/schema";
import { linkLifetimeHours } from "./link-lifetimes";

const HOUR = 60 * 60 * 1000;

export type OneTimeLink = typeof oneTimeLinks.$inferSelect;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Issues a link for `purpose` and returns its token (256 random bits). Earlier unused links of the
 * same purpose for the same account stop working: only the newest email counts.
 */
export async function issueOneTimeLink(
  tx: Executor,
  owner: { purpose: OneTimeLinkPurpose; userId?: string; supplierId?: string },
  now = new Date(),
): Promise<string> {
  const sameOwner = owner.userId
    ? eq(oneTimeLinks.userId, owner.userId)
    : eq(oneTimeLinks.supplierId, owner.supplierId!);
  await tx
    .update(oneTimeLinks)
    .set({ usedAt: now })
    .where(and(eq(oneTimeLinks.purpose, owner.purpose), sameOwner, isNull(oneTimeLinks.usedAt)));
  const token = randomBytes(32).toString("base64url");
  await tx.insert(oneTimeLinks).values({
    purpose: owner.purpose,
    tokenHash: hashToken(token),
    userId: owner.userId,
    supplierId: owner.supplierId,
    expiresAt: new Date(now.getTime() + linkLifetimeHours[owner.purpose] * HOUR),
  });
  return token;
}

/** The link behind `token` if it can still be used for one of `purposes`; null when unknown, used or expired. */
export async function findUsableLink(
  db: Executor,
  token: string,
  purposes: OneTimeLinkPurpose[],
  now = new Date(),
): Promise<OneTimeLink | null> {
  const [link] = await db
    .select()
    .from(oneTimeLinks)
    .where(and(eq(oneTimeLinks.tokenHash, hashToken(token)), usable(purposes, now)));
  return link ?? null;
}

/**
 * Marks the link used and returns it, in the caller's transaction; null when it cannot be used.
 * The conditional update makes two simultaneous uses of one link succeed at most once.
 */
export async function consumeLink(
  tx: Executor,
  token: string,
  purposes: OneTimeLinkPurpose[],
  now = new Date(),
): Promise<OneTimeLink | null> {
  const [link] = await tx
    .update(oneTimeLinks)
    .set({ usedAt: now })
    .where(and(eq(oneTimeLinks.tokenHash, hashToken(token)), usable(purposes, now)))
    .returning();
  return link ?? null;
}

function usable(purposes: OneTimeLinkPurpose[], now: Date) {
  return and(
    or(...purposes.map((purpose) => eq(oneTimeLinks.purpose, purpose))),
    isNull(oneTimeLinks.usedAt),
    gt(oneTimeLinks.expiresAt, now),
  );
}
