ALTER TABLE "payments" ADD COLUMN "plan_label_ar" text;--> statement-breakpoint
-- A plan's Arabic name is the whole phrase the Arabic pages print ("الخطة القياسية"), as "Standard"
-- is printed as "the Standard plan": the starting catalogue's names, given as bare adjectives in 0016.
UPDATE "plans" SET "label_ar" = CASE "label_ar"
  WHEN 'القياسية' THEN 'الخطة القياسية'
  WHEN 'الاحترافية' THEN 'الخطة الاحترافية'
  WHEN 'المؤسسات' THEN 'خطة المؤسسات'
END
WHERE "label_ar" IN ('القياسية', 'الاحترافية', 'المؤسسات');
--> statement-breakpoint
-- Payments made before names were kept in Arabic: the name their plan has now, where it still has the English one paid for.
UPDATE "payments" SET "plan_label_ar" = "plans"."label_ar"
FROM "plans"
WHERE "plans"."id" = "payments"."plan_id" AND "plans"."label" = "payments"."plan_label";
