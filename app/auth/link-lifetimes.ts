import type { OneTimeLinkPurpose } from "~/db/schema";

/** How long each kind of emailed link works, in hours: the links themselves and every sentence that states it. */
export const linkLifetimeHours = {
  set_password: 72,
  reset_password: 1,
  resubmit_registration: 30 * 24,
} as const satisfies Record<OneTimeLinkPurpose, number>;
