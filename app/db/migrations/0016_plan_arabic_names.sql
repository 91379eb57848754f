ALTER TABLE "plans" ADD COLUMN "label_ar" text;--> statement-breakpoint
-- The starting catalogue's names in Arabic; a plan an admin renamed keeps no stale translation.
UPDATE "plans" SET "label_ar" = CASE "label"
  WHEN 'Standard' THEN 'القياسية'
  WHEN 'Professional' THEN 'الاحترافية'
  WHEN 'Enterprise' THEN 'المؤسسات'
END
WHERE "label" IN ('Standard', 'Professional', 'Enterprise');
