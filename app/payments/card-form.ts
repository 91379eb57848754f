import type { TFunction } from "i18next";
import { z } from "~/forms/zod";
import { westernDigits } from "~/lib/digits";

/** The card forms' messages come from the catalogue's `portal.cardErrors`, in the page's language. */
type Messages = TFunction<"portal">;

const digits = (value: string) => westernDigits(value).replace(/[\s-]/g, "");

/** Luhn's checksum, which every real card number passes: a mistyped digit fails it. */
export function passesLuhn(cardNumber: string): boolean {
  let sum = 0;
  for (let index = 0; index < cardNumber.length; index += 1) {
    let digit = Number(cardNumber[cardNumber.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return cardNumber.length >= 12 && sum % 10 === 0;
}

/**
 * An expiry as people type it, as "MM/YY": "12/29", "12 / 29", "1229", "12-29", "12/2029" and
 * "١٢/٢٩" all read as December 2029, "4/29" as April. What cannot be read is left as typed, for
 * the format message.
 */
function cardExpiry(typed: string): string {
  const compact = westernDigits(typed).replace(/\s/g, "");
  const parts = /^(\d{2})[/-]?(?:20)?(\d{2})$/.exec(compact) ?? /^(\d)[/-](?:20)?(\d{2})$/.exec(compact);
  return parts ? `${parts[1]!.padStart(2, "0")}/${parts[2]}` : typed.trim();
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkId = (t: Messages) =>
  z.string({ error: t("cardErrors.reload") }).check(z.regex(uuid, t("cardErrors.reload")));

/** The plan chosen at renewal; the server checks it is on offer and prices it. */
const planId = (t: Messages) => z.optional(z.string().check(z.regex(uuid, t("cardErrors.choosePlan"))));

export function sandboxCardSchema(t: Messages) {
  return z.object({
    linkId: linkId(t),
    planId: planId(t),
    cardholder: z
      .string({ error: t("cardErrors.nameRequired") })
      .check(z.trim(), z.minLength(2, t("cardErrors.nameRequired")), z.maxLength(100, t("cardErrors.nameLong"))),
    // Kept as its digits alone; like a provider's card field, a mistyped number is refused here,
    // before any payment is made.
    cardNumber: z
      .string({ error: t("cardErrors.numberRequired") })
      .check(
        z.overwrite(digits),
        z.regex(/^\d{12,19}$/, { error: t("cardErrors.numberDigits"), abort: true }),
        z.refine(passesLuhn, t("cardErrors.numberIncorrect")),
      ),
    expiry: z.string({ error: t("cardErrors.expiryRequired") }).check(
      z.overwrite(cardExpiry),
      z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, t("cardErrors.expiryFormat")),
      z.refine((value) => {
        const [month, year] = value.split("/").map(Number);
        const endOfMonth = new Date(Date.UTC(2000 + year!, month!, 1));
        return endOfMonth.getTime() > Date.now();
      }, t("cardErrors.expired")),
    ),
    cvc: z
      .string({ error: t("cardErrors.cvcRequired") })
      .check(z.trim(), z.overwrite(westernDigits), z.regex(/^\d{3,4}$/, t("cardErrors.cvcDigits"))),
  });
}

/** With Stripe: the PaymentMethod that Stripe.js made of the card; the card itself never reaches us. */
export function stripePaymentSchema(t: Messages) {
  return z.object({
    linkId: linkId(t),
    planId: planId(t),
    paymentMethodId: z
      .string({ error: t("cardErrors.cardRequired") })
      .check(z.regex(/^pm_\w{1,200}$/, t("cardErrors.cardAgain"))),
  });
}

/** With Stripe, after 3-D Secure in the page: the payment to confirm on the server. */
export function confirmPaymentSchema(t: Messages) {
  return z.object({
    paymentId: z.string({ error: t("cardErrors.reload") }).check(z.regex(/^[0-9a-f-]{36}$/, t("cardErrors.reload"))),
  });
}
