import { z } from "~/forms/zod";

/** The spec's words for a payment link that ran out, on the page and in the dialog. */
export const paymentLinkExpired = "Payment link has expired";

const digits = (value: string) => value.replace(/[\s-]/g, "");

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkId = z.string({ error: "Please reload the page." }).check(z.regex(uuid, "Please reload the page."));

/** The plan chosen at renewal; the server checks it is on offer and prices it. */
const planId = z.optional(z.string().check(z.regex(uuid, "Please choose one of the plans shown.")));

export const sandboxCardSchema = z.object({
  linkId,
  planId,
  cardholder: z
    .string({ error: "Please enter the name on the card." })
    .check(z.trim(), z.minLength(2, "Please enter the name on the card."), z.maxLength(100, "That name is too long.")),
  cardNumber: z
    .string({ error: "Please enter the card number." })
    .check(
      z.refine((value) => /^\d{12,19}$/.test(digits(value)), "Please enter the 12 to 19 digits of the card number."),
    ),
  expiry: z.string({ error: "Please enter the expiry date." }).check(
    z.trim(),
    z.regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Please enter the expiry date as MM/YY, for example 04/29."),
    z.refine((value) => {
      const [month, year] = value.split("/").map((part) => Number(part.trim()));
      const endOfMonth = new Date(Date.UTC(2000 + year!, month!, 1));
      return endOfMonth.getTime() > Date.now();
    }, "This card has expired."),
  ),
  cvc: z
    .string({ error: "Please enter the security code." })
    .check(z.trim(), z.regex(/^\d{3,4}$/, "Please enter the 3 or 4 digits on the back of the card.")),
});

export const cardDigits = digits;

/** With Stripe: the PaymentMethod that Stripe.js made of the card; the card itself never reaches us. */
export const stripePaymentSchema = z.object({
  linkId,
  planId,
  paymentMethodId: z
    .string({ error: "Please enter your card details." })
    .check(z.regex(/^pm_\w{1,200}$/, "Please enter your card details again.")),
});

/** With Stripe, after 3-D Secure in the page: the payment to confirm on the server. */
export const confirmPaymentSchema = z.object({
  paymentId: z
    .string({ error: "Please reload the page." })
    .check(z.regex(/^[0-9a-f-]{36}$/, "Please reload the page.")),
});
