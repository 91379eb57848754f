import * as z from "zod/mini";

z.config({ jitless: true });

const note = z.optional(z.string().check(z.trim(), z.maxLength(1000, "Please keep the note under 1,000 characters.")));

/** The decisions an admin takes on /admin/supplier/{id}, one form per button. */
export const supplierDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve") }),
  z.object({
    intent: z.literal("reject"),
    reason: z
      .string({ error: "Please give the reason; the supplier reads it in the email." })
      .check(
        z.trim(),
        z.minLength(10, "Please explain the reason in a sentence, so the supplier knows what to correct."),
        z.maxLength(1000, "Please keep the reason under 1,000 characters."),
      ),
  }),
  z.object({ intent: z.literal("suspend"), note }),
  z.object({ intent: z.literal("reactivate"), note }),
]);
