import { z } from "./zod";

/** The box an admin ticks before an action that cannot be undone. */
export const confirmed = z.literal("yes", { error: "Please tick the box to confirm; this cannot be undone." });
