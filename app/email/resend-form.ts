import { z } from "~/forms/zod";

/** The email log's "Send again" button. */
export const resendEmailSchema = z.object({
  emailId: z.uuid({ error: "Please use the buttons on the page." }),
});
