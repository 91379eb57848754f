CREATE TABLE "subscription_reminders" (
	"supplier_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_reminders_supplier_id_expires_at_days_before_pk" PRIMARY KEY("supplier_id","expires_at","days_before")
);
--> statement-breakpoint
ALTER TABLE "subscription_reminders" ADD CONSTRAINT "subscription_reminders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;