import { z } from "~/forms/zod";
import type { opportunities } from "~/i18n/catalogues/en/opportunities";
import { dubaiDate } from "~/lib/dates";
import { westernDigits } from "~/lib/digits";
import {
  isCalendarDate,
  MAX_LEAD_TIME_DAYS,
  MAX_UNIT_PRICE_MINOR,
  parseAmount,
  MAX_QUOTATION_NOTES_LENGTH,
} from "./quotation-amounts";
import { MAX_QUOTE_FILE_BYTES, quoteCurrencyCodes } from "./quote-rules";
import { isWarrantyPeriod, warrantyServiceFor, warrantyServices } from "./warranty";

/** The form's messages in the page's language: the catalogue's `opportunities.errors`. */
export type QuotationMessages = typeof opportunities.errors;

/**
 * A supplier's quotation, in the page's language: per line of the request its id and a unit price
 * (empty: cannot supply), one currency, lead time, validity, warranty period and service, notes
 * and an optional PDF.
 * The PDF's type is judged by its content on the server; the domain checks everything again.
 */
export function quotationSchema(messages: QuotationMessages) {
  const price = z.pipe(
    z.string().check(
      z.refine((value) => parseAmount(value) !== undefined, messages.price),
      z.refine((value) => (parseAmount(value) ?? 0) <= MAX_UNIT_PRICE_MINOR, messages.priceTooHigh),
    ),
    z.transform((value) => parseAmount(value)!),
  );
  const form = z
    .object({
      lines: z
        .array(
          z.object({
            lineId: z.string({ error: messages.reload }).check(z.regex(/^[0-9a-f-]{36}$/i, messages.reload)),
            price: z.optional(price),
          }),
          { error: messages.reload },
        )
        .check(z.minLength(1, messages.reload), z.maxLength(200, messages.reload)),
      currency: z.enum(quoteCurrencyCodes, { error: messages.currency }),
      leadTimeDays: z
        .pipe(
          z
            .string({ error: messages.leadTime })
            .check(z.trim(), z.overwrite(westernDigits), z.regex(/^\d{1,3}$/, messages.leadTime)),
          z.transform((value) => Number(value)),
        )
        .check(
          z.refine((value) => Number.isInteger(value) && value >= 0 && value <= MAX_LEAD_TIME_DAYS, messages.leadTime),
        ),
      validUntil: z
        .string({ error: messages.validUntil })
        .check(z.refine((value) => isCalendarDate(value) && value >= dubaiDate(), messages.validUntil)),
      warrantyMonths: z.pipe(
        z.string({ error: messages.warrantyPeriod }).check(z.regex(/^\d{1,2}$/, messages.warrantyPeriod)),
        z.transform(Number).check(z.refine(isWarrantyPeriod, messages.warrantyPeriod)),
      ),
      // Who services the items: asked only with a period.
      warrantyService: z.optional(z.enum(warrantyServices, { error: messages.warrantyService })),
      notes: z.optional(z.string().check(z.trim(), z.maxLength(MAX_QUOTATION_NOTES_LENGTH, messages.notesLong))),
      attachment: z.optional(
        z.file({ error: messages.attachmentType }).check(z.maxSize(MAX_QUOTE_FILE_BYTES, messages.attachmentLarge)),
      ),
    })
    .check(
      z.refine((quotation) => quotation.lines.some((line) => line.price !== undefined), messages.noPrice),
      z.refine((quotation) => warrantyServiceFor(quotation.warrantyMonths, quotation.warrantyService) !== undefined, {
        path: ["warrantyService"],
        message: messages.warrantyService,
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0]?.toString().startsWith("warranty")),
      }),
    );
  // The domain's terms: a price in minor units, or none for a line the supplier cannot supply.
  return z.pipe(
    form,
    z.transform(({ lines, warrantyService, ...quotation }) => ({
      ...quotation,
      // Defined once the form is valid (the refinement above).
      warrantyService: warrantyServiceFor(quotation.warrantyMonths, warrantyService) ?? null,
      lines: lines.map((line) => ({ lineId: line.lineId, unitPriceMinor: line.price ?? null })),
    })),
  );
}

// The buyer's form (quote-request-form.ts) reads its budget and date the same way.
