ALTER TABLE "quotations" ALTER COLUMN "warranty" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "warranty_months" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "warranty_service" text;--> statement-breakpoint
-- Quotations sent while the warranty was typed: the period and service their words say plainly, in
-- English or Arabic, where that period is on the list; anything else keeps only the supplier's
-- words, which are shown as they were, rather than a term they did not offer. The typed column
-- stays, so a server of the release before can run beside this one while instances restart.
WITH typed AS (
  SELECT "id", translate(lower("warranty"), '٠١٢٣٤٥٦٧٨٩', '0123456789') AS words
  FROM "quotations"
  WHERE "warranty_months" IS NULL AND "warranty" IS NOT NULL
), read AS (
  SELECT "id",
    CASE
      WHEN words ~ '^\s*(warranty:?\s*)?(no|none|n/a|without)\M' OR words ~ '(بدون|دون) ضمان|لا يوجد' THEN 0
      WHEN words ~ '(^|[^0-9.])[0-9]{1,2}\s*-?\s*(years?|yrs?|y)\M'
        THEN 12 * substring(words from '(?:^|[^0-9.])([0-9]{1,2})\s*-?\s*(?:years?|yrs?|y)\M')::int
      WHEN words ~ '(^|[^0-9.])[0-9]{1,2}\s*(سنوات|سنة|سنين|أعوام|عام)'
        THEN 12 * substring(words from '(?:^|[^0-9.])([0-9]{1,2})\s*(?:سنوات|سنة|سنين|أعوام|عام)')::int
      WHEN words ~ '(^|[^0-9.])[0-9]{1,3}\s*-?\s*(months?|m)\M'
        THEN substring(words from '(?:^|[^0-9.])([0-9]{1,3})\s*-?\s*(?:months?|m)\M')::int
      WHEN words ~ '(^|[^0-9.])[0-9]{1,3}\s*(أشهر|شهرًا|شهرا|شهور|شهر)'
        THEN substring(words from '(?:^|[^0-9.])([0-9]{1,3})\s*(?:أشهر|شهرًا|شهرا|شهور|شهر)')::int
      WHEN words ~ '\mone[\s-]year\M|سنة واحدة|عام واحد' THEN 12
      WHEN words ~ '\mtwo[\s-]years?\M|سنتان|سنتين|عامان|عامين' THEN 24
      WHEN words ~ '\mthree[\s-]years?\M' THEN 36
    END AS months,
    CASE
      WHEN words ~ 'on[\s-]*site|موقع' THEN 'on_site'
      WHEN words ~ 'return|\mbase\M|carry[\s-]*in|depot|\mrtb\M|مركز الخدمة|إرجاع' THEN 'return_to_base'
      WHEN words ~ 'manufacturer|vendor|\moem\M|المصن' THEN 'manufacturer'
    END AS service
  FROM typed
)
UPDATE "quotations" SET
  "warranty_months" = read.months,
  "warranty_service" = CASE WHEN read.months = 0 THEN NULL ELSE read.service END
FROM read
WHERE "quotations"."id" = read."id"
  AND read.months IN (0, 3, 6, 12, 24, 36, 48, 60)
  AND (read.months = 0 OR read.service IS NOT NULL);
