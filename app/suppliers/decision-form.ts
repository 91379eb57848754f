import { confirmed } from "~/forms/confirmed";
import { z } from "~/forms/zod";

const note = z.optional(z.string().check(z.trim(), z.maxLength(1000, "Please keep the note under 1,000 characters.")));

export const extensionMonths = [1, 2, 3, 6, 12] as const;

/** The decisions an admin takes on /admin/supplier/{id}, one form per button. */
export const supplierDecisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), confirm: confirmed }),
  z.object({
    intent: z.literal("reject"),
    reason: z
      .string({ error: "Please give the reason; the supplier reads it in the email." })
      .check(
        z.trim(),
        z.minLength(10, "Please explain the reason in a sentence, so the supplier knows what to correct."),
        z.maxLength(1000, "Please keep the reason under 1,000 characters."),
      ),
    confirm: confirmed,
  }),
  z.object({ intent: z.literal("suspend"), note }),
  z.object({ intent: z.literal("reactivate"), note }),
  z.object({ intent: z.literal("resendLink") }),
  z.object({ intent: z.literal("resetSecondFactor"), confirm: confirmed }),
  z.object({
    intent: z.literal("extend"),
    months: z
      .pipe(
        z.string({ error: "Please choose how long to extend by." }),
        z.transform((value) => Number(value)),
      )
      .check(
        z.refine(
          (months) => (extensionMonths as readonly number[]).includes(months),
          "Please choose how long to extend by.",
        ),
      ),
    reason: z
      .string({ error: "Please say why; the note is kept in the audit trail." })
      .check(
        z.trim(),
        z.minLength(5, "Please say why in a few words; the note is kept in the audit trail."),
        z.maxLength(500, "Please keep the note under 500 characters."),
      ),
    confirm: confirmed,
  }),
]);
