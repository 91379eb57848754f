ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- Messages sent before the language was kept: those written in Arabic letters came from the Arabic site.
UPDATE "contact_messages" SET "language" = 'ar' WHERE "message" ~ '[\u0600-\u06FF]';
