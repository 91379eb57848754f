import { z } from "~/forms/zod";

/** Currencies with two decimal places, which the amounts-times-100 rule of the spec fits. */
export const currencies = [
  { code: "INR", label: "Indian rupee (₹)" },
  { code: "AED", label: "UAE dirham (AED)" },
  { code: "SAR", label: "Saudi riyal (SAR)" },
  { code: "QAR", label: "Qatari riyal (QAR)" },
  { code: "USD", label: "US dollar ($)" },
  { code: "EUR", label: "Euro (€)" },
] as const;

const currencyCodes = currencies.map((currency) => currency.code) as unknown as [string, ...string[]];

/** An amount typed in major units ("500" or "1,250.50"), kept in minor units (× 100). */
const amount = (required: string) =>
  z.pipe(
    z.string({ error: required }).check(
      z.trim(),
      z.refine(
        (value) => /^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/.test(value) && Number(value.replace(/,/g, "")) <= 10_000_000,
        "Please enter an amount such as 500 or 1,250.50 (at most 10,000,000).",
      ),
    ),
    z.transform((value) => Math.round(Number(value.replace(/,/g, "")) * 100)),
  );

/** A VAT rate typed as a percentage ("5" or "12.5"), kept in basis points (× 100). */
const vatRate = z.pipe(
  z.string({ error: "Please enter the VAT rate (0 if you do not charge VAT)." }).check(
    z.trim(),
    z.refine(
      (value) => /^\d{1,2}(\.\d{1,2})?$/.test(value),
      "Please enter the VAT rate as a percentage such as 5 (0 to 99.99).",
    ),
  ),
  z.transform((value) => Math.round(Number(value) * 100)),
);

const planFields = {
  label: z
    .string({ error: "Please name the plan." })
    .check(
      z.trim(),
      z.minLength(2, "Please name the plan."),
      z.maxLength(40, "Please keep the name under 40 characters."),
    ),
  labelAr: z.optional(z.string().check(z.trim(), z.maxLength(40, "Please keep the Arabic name under 40 characters."))),
  years: z
    .pipe(
      z.string({ error: "Please enter the number of years." }),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= 10, "Please enter 1 to 10 years.")),
  amount: amount("Please enter the plan's price."),
};

export const subscriptionSettingsSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save-fee"),
    registrationFee: amount("Please enter the registration fee (0 for none)."),
    currency: z.enum(currencyCodes, { error: "Please choose a currency." }),
    vatRate: vatRate,
    vatPricing: z.enum(["included", "added"], { error: "Please say whether prices include VAT." }),
  }),
  z.object({ intent: z.literal("add-plan"), ...planFields }),
  z.object({ intent: z.literal("update-plan"), planId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)), ...planFields }),
  z.object({ intent: z.literal("retire-plan"), planId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) }),
  z.object({ intent: z.literal("restore-plan"), planId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)) }),
]);
