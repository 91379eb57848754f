CREATE TABLE "invoice_counter" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counter_one_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "vat_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
-- Payments made before tax invoices are recorded as including the default 5 % VAT: their totals
-- stay what was charged, and their invoices say so.
UPDATE "payments" SET "vat_rate_basis_points" = 500, "vat_minor" = "amount_minor" - round("amount_minor" * 10000.0 / 10500)::integer;--> statement-breakpoint
-- Every payment already fulfilled gets its invoice number, in the order it was fulfilled.
UPDATE "payments" SET "invoice_number" = numbered."number"
FROM (SELECT "id", row_number() OVER (ORDER BY "fulfilled_at", "id") AS "number" FROM "payments" WHERE "fulfilled_at" IS NOT NULL) AS numbered
WHERE "payments"."id" = numbered."id";--> statement-breakpoint
INSERT INTO "invoice_counter" ("id", "last_number") SELECT 1, count(*) FROM "payments" WHERE "invoice_number" IS NOT NULL;--> statement-breakpoint
-- From now on every payment states its VAT: an insert that forgets it fails instead of recording 0 %.
ALTER TABLE "payments" ALTER COLUMN "vat_rate_basis_points" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "vat_minor" DROP DEFAULT;
