const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives (DESIGN §11). An admin's ends after 30 minutes without a request or 12
 * hours after its owner last proved who they are, whichever comes first; a supplier's lasts 30 days
 * and slides: better-auth extends it to the full term once it is a day old.
 */
export const sessionLimits = {
  admin: { idleMs: 30 * MINUTE, maxMs: 12 * HOUR, lastSeenStepMs: MINUTE },
  supplier: { termMs: 30 * DAY, refreshAgeMs: DAY },
} as const;

/** What the policy needs to know of a session. */
export interface SessionTimes {
  role: "admin" | "supplier";
  expiresAt: Date;
  /** The session's last request, as far as it was recorded (sessions.updated_at). */
  lastSeenAt: Date;
  createdAt: Date;
  /** When its owner last proved who they are; null for sessions from before it was recorded. */
  verifiedAt: Date | null;
}

/** Why a session is over. */
export type SessionEnd = "expired" | "idle" | "maxAge";

export type SessionVerdict =
  | { alive: false; reason: SessionEnd }
  /**
   * "record": write down that it was seen now (an admin's, at most once a minute), with `expiresAt`
   * as its new end; "refresh": better-auth slides it (a supplier's, once it is a day old).
   */
  | { alive: true; next: "none" | "refresh" }
  | { alive: true; next: "record"; expiresAt: Date };

/** The one rule for whether a session is still alive at `now`, and what keeping it alive takes. */
export function judgeSession(session: SessionTimes, now: Date): SessionVerdict {
  const at = now.getTime();
  if (session.role === "admin") {
    const { idleMs, lastSeenStepMs } = sessionLimits.admin;
    if (at >= adminSessionCap(session).getTime()) return { alive: false, reason: "maxAge" };
    if (at - session.lastSeenAt.getTime() >= idleMs) return { alive: false, reason: "idle" };
    if (session.expiresAt.getTime() <= at) return { alive: false, reason: "expired" };
    if (at - session.lastSeenAt.getTime() < lastSeenStepMs) return { alive: true, next: "none" };
    return { alive: true, next: "record", expiresAt: adminSessionEnd(session, now) };
  }
  if (session.expiresAt.getTime() <= at) return { alive: false, reason: "expired" };
  const { termMs, refreshAgeMs } = sessionLimits.supplier;
  const due = session.expiresAt.getTime() - termMs + refreshAgeMs <= at;
  return { alive: true, next: due ? "refresh" : "none" };
}

/** When an admin session seen at `lastSeenAt` ends if no other request comes. */
export function adminSessionEnd(session: Pick<SessionTimes, "createdAt" | "verifiedAt">, lastSeenAt: Date): Date {
  const idleEnd = lastSeenAt.getTime() + sessionLimits.admin.idleMs;
  return new Date(Math.min(idleEnd, adminSessionCap(session).getTime()));
}

/** The latest an admin session can last: 12 hours after its owner last proved who they are. */
function adminSessionCap(session: Pick<SessionTimes, "createdAt" | "verifiedAt">): Date {
  return new Date((session.verifiedAt ?? session.createdAt).getTime() + sessionLimits.admin.maxMs);
}
