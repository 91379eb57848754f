import * as z from "zod/mini";

z.config({ jitless: true });

/** The email log's "Send again" button. */
export const resendEmailSchema = z.object({
  emailId: z.uuid({ error: "Please use the buttons on the page." }),
});
