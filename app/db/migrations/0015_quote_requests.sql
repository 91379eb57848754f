CREATE SEQUENCE "public"."quote_request_number" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"quotation_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"unit_price_minor" integer NOT NULL,
	CONSTRAINT "quotation_lines_quotation_id_line_id_pk" PRIMARY KEY("quotation_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"lead_time_days" integer NOT NULL,
	"valid_until" text NOT NULL,
	"warranty" text NOT NULL,
	"notes" text,
	"attachment_id" uuid,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_invitations" (
	"request_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "quote_invitations_request_id_supplier_id_pk" PRIMARY KEY("request_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "quote_request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item" text NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text,
	"awarded_quotation_id" uuid,
	"customer_unit_price_minor" integer
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('quote_request_number') NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"language" text NOT NULL,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"delivery_city" text NOT NULL,
	"needed_by" text NOT NULL,
	"budget_minor" integer,
	"notes" text,
	"attachment_id" uuid,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deadline" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"margin_basis_points" integer,
	"vat_rate_basis_points" integer,
	"customer_quotation_id" uuid,
	"quoted_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(company || ' ' || contact_name || ' ' || email || ' q-' || number::text)) STORED,
	CONSTRAINT "quote_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "attachment_ids" jsonb;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_line_id_quote_request_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."quote_request_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_attachment_id_stored_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_invitations" ADD CONSTRAINT "quote_invitations_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_invitations" ADD CONSTRAINT "quote_invitations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_lines" ADD CONSTRAINT "quote_request_lines_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_attachment_id_stored_files_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_quotation_id_stored_files_id_fk" FOREIGN KEY ("customer_quotation_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_request_supplier_idx" ON "quotations" USING btree ("request_id","supplier_id");--> statement-breakpoint
CREATE INDEX "quotations_supplier_idx" ON "quotations" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "quote_invitations_supplier_idx" ON "quote_invitations" USING btree ("supplier_id","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_request_lines_position_idx" ON "quote_request_lines" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_search_idx" ON "quote_requests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_deadline_idx" ON "quote_requests" USING btree ("deadline") WHERE closed_at is null;