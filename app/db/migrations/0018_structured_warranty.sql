ALTER TABLE "quotations" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "warranty_service" text;--> statement-breakpoint
-- Quotations sent while the warranty was free text: the period and service read from the supplier's
-- words where they say them ("3 years on-site", "12 months return to base"), else a year of the
-- manufacturer's warranty; the words themselves are kept at the top of the notes, so nothing is lost.
UPDATE "quotations" SET
  "warranty_months" = CASE
    WHEN "warranty" ~* '^\s*(no|none|without)\M' THEN 0
    WHEN "warranty" ~* '(\d+)\s*-?\s*(years?|yrs?)\M'
      THEN least(60, 12 * (substring("warranty" from '(?i)(\d+)\s*-?\s*(?:years?|yrs?)'))::int)
    WHEN "warranty" ~* '(\d+)\s*-?\s*months?\M'
      THEN least(60, (substring("warranty" from '(?i)(\d+)\s*-?\s*months?'))::int)
    ELSE 12
  END,
  "warranty_service" = CASE
    WHEN "warranty" ~* 'on[\s-]*site' THEN 'on_site'
    WHEN "warranty" ~* 'return|base|carry[\s-]*in|depot|\mrtb\M' THEN 'return_to_base'
    ELSE 'manufacturer'
  END,
  "notes" = concat_ws(E'\n\n', 'Warranty as first quoted: ' || "warranty", "notes");--> statement-breakpoint
-- A period the lists do not offer becomes the next one up that they do.
UPDATE "quotations" SET "warranty_months" = (
  SELECT min(p) FROM unnest(ARRAY[0, 3, 6, 12, 24, 36, 48, 60]) AS p WHERE p >= "warranty_months"
);--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "warranty_months" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "warranty_service" SET NOT NULL;
