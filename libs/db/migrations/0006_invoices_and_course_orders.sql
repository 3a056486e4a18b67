CREATE TABLE "course_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_enrolments_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_state_code" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_state" text NOT NULL,
	"buyer_state_code" text NOT NULL,
	"sac" text DEFAULT '999293' NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_serial_unique" UNIQUE("serial"),
	CONSTRAINT "invoices_year_sequence_key" UNIQUE("financial_year","sequence"),
	CONSTRAINT "invoices_serial_check" CHECK (char_length("invoices"."serial") <= 16),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."taxable_paise" >= 0 AND "invoices"."cgst_paise" >= 0 AND "invoices"."sgst_paise" >= 0 AND "invoices"."igst_paise" >= 0
        AND "invoices"."total_paise" = "invoices"."taxable_paise" + "invoices"."cgst_paise" + "invoices"."sgst_paise" + "invoices"."igst_paise"
        AND ("invoices"."igst_paise" = 0 OR ("invoices"."cgst_paise" = 0 AND "invoices"."sgst_paise" = 0)))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'CAREERS' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "course_type" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_state" text;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_user_course_idx" ON "course_enrolments" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "user_careers" ADD CONSTRAINT "user_careers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" IN ('CAREERS', 'COURSE'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_course_check" CHECK (("orders"."kind" = 'COURSE') = ("orders"."course_id" IS NOT NULL) AND ("orders"."course_id" IS NULL OR "orders"."course_type" IN (0, 1)));