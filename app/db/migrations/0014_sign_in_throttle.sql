CREATE TABLE "known_browsers" (
	"browser_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"first_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_browsers_browser_hash_user_id_pk" PRIMARY KEY("browser_hash","user_id")
);
--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_browsers_user_id_idx" ON "known_browsers" USING btree ("user_id");