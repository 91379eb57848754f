import { phoneNumberChecks } from "~/forms/phone";
import { requiredLine } from "~/forms/text";
import { z } from "~/forms/zod";
import type { quoteRequest } from "~/i18n/catalogues/en/quoteRequest";
import { addMonths } from "~/lib/dates";
import { westernDigits } from "~/lib/digits";
import { registrationCountries } from "~/suppliers/registration-options";
import { MAX_BASKET_LINES, MAX_LINE_NOTE, MAX_QUANTITY } from "./basket";
import { isCalendarDate, parseAmount } from "./quotation-amounts";
import { MAX_QUOTE_FILE_BYTES } from "./quote-rules";

/** The form's messages in the page's language: the catalogue's `quoteRequest.errors`. */
export type QuoteRequestMessages = typeof quoteRequest.errors;

/** The highest budget taken, in fils: 20 million dirhams, well inside an integer column. */
const MAX_BUDGET_MINOR = 20_000_000 * 100;
const inRange = (budgetMinor: number | undefined) =>
  budgetMinor !== undefined && budgetMinor >= 100 && budgetMinor <= MAX_BUDGET_MINOR;

/** A quantity as someone types it, Arabic-Indic digits too: a whole number from 1 to MAX_QUANTITY. */
export function quantityField(required: string, invalid: string) {
  return z
    .pipe(
      z.string({ error: required }).check(z.trim(), z.overwrite(westernDigits), z.regex(/^\d{1,6}$/, invalid)),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((value) => value >= 1 && value <= MAX_QUANTITY, invalid));
}

/** The basket's lines as the page posts them ("lines[0].item", "lines[0].quantity", "lines[0].note"). */
export function basketSchema(messages: QuoteRequestMessages) {
  const line = z.object({
    item: z.string({ error: messages.noItems }),
    quantity: quantityField(messages.quantityRequired, messages.quantityInvalid),
    note: z.optional(z.string().check(z.trim(), z.maxLength(MAX_LINE_NOTE, messages.noteLong))),
  });
  return z.object({
    lines: z
      .array(line, { error: messages.noItems })
      .check(z.minLength(1, messages.noItems), z.maxLength(MAX_BASKET_LINES, messages.tooManyItems)),
  });
}

/** The latest "needed by" date a buyer may give: 12 months from `today` ("YYYY-MM-DD", in Dubai). */
export function latestNeededBy(today: string): string {
  return addMonths(new Date(`${today}T00:00:00Z`), 12)
    .toISOString()
    .slice(0, 10);
}

/**
 * The whole quote request, in the page's language: the basket's lines and the buyer's details.
 * `today` is the date in Dubai ("YYYY-MM-DD"); the items may be needed from then to 12 months on.
 * The budget comes out in fils; the attachment's type is judged by its content on the server.
 */
export function quoteRequestSchema(messages: QuoteRequestMessages, today: string) {
  const latest = latestNeededBy(today);
  const form = z.extend(basketSchema(messages), {
    company: requiredLine(messages.companyRequired, 150, messages.companyLong),
    contactName: requiredLine(messages.contactNameRequired, 100, messages.contactNameLong),
    email: z
      .string({ error: messages.emailRequired })
      .check(z.trim(), z.maxLength(254, messages.emailLong), z.regex(z.regexes.email, messages.emailInvalid)),
    phone: z.string({ error: messages.phoneRequired }).check(z.trim(), ...phoneNumberChecks(messages.phoneInvalid)),
    country: z.enum(registrationCountries, { error: messages.country }),
    deliveryCity: requiredLine(messages.deliveryCityRequired, 80, messages.deliveryCityLong),
    neededBy: z.string({ error: messages.neededByRequired }).check(
      z.trim(),
      z.superRefine((value, context) => {
        const problem = !isCalendarDate(value)
          ? messages.neededByInvalid
          : value < today
            ? messages.neededByPast
            : value > latest
              ? messages.neededByTooFar
              : undefined;
        if (problem) context.addIssue({ code: "custom", message: problem, input: value });
      }),
    ),
    budget: z.optional(
      z.pipe(
        z.string().check(
          z.refine((value) => parseAmount(value) !== undefined, messages.budgetInvalid),
          z.refine((value) => inRange(parseAmount(value)), {
            message: messages.budgetRange,
            when: (payload) => payload.issues.length === 0,
          }),
        ),
        z.transform((value) => parseAmount(value)!),
      ),
    ),
    attachment: z.optional(z.file().check(z.maxSize(MAX_QUOTE_FILE_BYTES, messages.attachmentLarge))),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(3000, messages.notesLong))),
  });
  // The domain's terms: the budget in fils.
  return z.pipe(
    form,
    z.transform(({ budget, ...request }) => ({ ...request, budgetMinor: budget })),
  );
}

export type QuoteRequestForm = z.output<ReturnType<typeof quoteRequestSchema>>;
