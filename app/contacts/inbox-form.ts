import { contactMessages } from "~/db/schema";
import { z } from "~/forms/zod";

/** A contact message's buttons: archive, move to the inbox (read) or mark as unread. */
export const contactStatusSchema = z.object({
  status: z.enum(contactMessages.status.enumValues, { error: "Please use the buttons on the page." }),
});
