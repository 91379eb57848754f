import { z } from "~/forms/zod";

/** A contact message's buttons: archive, move to the inbox (read) or mark as unread. */
export const contactStatusSchema = z.object({
  status: z.enum(["archived", "read", "unread"], { error: "Please use the buttons on the page." }),
});
