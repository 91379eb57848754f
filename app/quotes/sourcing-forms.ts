import { confirmed } from "~/forms/confirmed";
import { z } from "~/forms/zod";
import { fromDubaiDateTimeInput } from "~/lib/dates";
import { productCategories } from "~/suppliers/registration-options";
import { MAX_QUANTITY } from "./basket";
import { quantityField } from "./quote-request-form";
import { manualStatuses } from "./quote-rules";

// The forms on /admin/quotes/{id}, one per button; the admin area is in English.

const uuid = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i));
const list = <Item extends z.ZodMiniType>(item: Item) =>
  z.pipe(
    z.optional(z.union([item, z.array(item)])),
    z.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  );
const categoryValues = productCategories.map((category) => category.value) as [string, ...string[]];

/** "12.5" (percent) in basis points. */
const percent = z
  .pipe(
    z
      .string({ error: "Enter the margin as a percentage, for example 12 or 12.5." })
      .check(z.trim(), z.regex(/^\d{1,3}(\.\d{1,2})?$/, "Enter the margin as a percentage, for example 12 or 12.5.")),
    z.transform((value) => Math.round(Number(value) * 100)),
  )
  .check(z.refine((basisPoints) => basisPoints <= 10_000, "Keep the margin at 100 % or less."));

const quantityMessage = `Enter each quantity as a whole number from 1 to ${MAX_QUANTITY.toLocaleString("en")}.`;

export const quoteActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    categories: list(z.enum(categoryValues, { error: "Choose categories from the list." })),
    supplierIds: list(uuid),
    deadline: z.pipe(
      z.string({ error: "Set the deadline for quotations." }),
      z.transform((value, context) => {
        const date = fromDubaiDateTimeInput(value);
        if (!date)
          context.issues.push({ code: "custom", message: "Set the deadline as a date and time.", input: value });
        return date ?? new Date(0);
      }),
    ),
  }),
  z.object({
    /** "review-award" shows what the buyer would receive; "award" sends it. */
    intent: z.literal(["review-award", "award"]),
    margin: percent,
    award: z.optional(z.record(uuid, z.optional(uuid))),
    /** The revision of each quotation the admin compared: a newer one is refused. */
    revision: z.optional(z.record(uuid, z.pipe(z.string(), z.transform(Number)))),
    /** The total with VAT, in fils, of the quotation the admin reviewed before sending it. */
    total: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,12}$/)), z.transform(Number))),
  }),
  z.object({
    intent: z.literal("quantities"),
    quantity: z.record(uuid, quantityField(quantityMessage, quantityMessage), { error: quantityMessage }),
  }),
  z.object({
    intent: z.literal("status"),
    status: z.enum(manualStatuses, { error: "Choose a status from the buttons." }),
    confirm: confirmed,
  }),
]);

export const marginSchema = z.object({ intent: z.literal("margin"), margin: percent });
