CREATE TABLE "payment_refund_lines" (
	"refund_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"career_id" uuid,
	"taxable_paise" integer NOT NULL,
	CONSTRAINT "payment_refund_lines_order_career_key" UNIQUE NULLS NOT DISTINCT("order_id","career_id"),
	CONSTRAINT "payment_refund_lines_taxable_check" CHECK ("payment_refund_lines"."taxable_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"serial" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invoice_serial" text NOT NULL,
	"invoice_issued_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_state_code" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_state" text NOT NULL,
	"buyer_state_code" text NOT NULL,
	"sac" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer DEFAULT 0 NOT NULL,
	"sgst_paise" integer DEFAULT 0 NOT NULL,
	"igst_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "credit_notes_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "credit_notes_serial_unique" UNIQUE("serial"),
	CONSTRAINT "credit_notes_year_sequence_key" UNIQUE("financial_year","sequence"),
	CONSTRAINT "credit_notes_serial_check" CHECK (char_length("credit_notes"."serial") <= 16),
	CONSTRAINT "credit_notes_amounts_check" CHECK ("credit_notes"."taxable_paise" >= 0 AND "credit_notes"."cgst_paise" >= 0 AND "credit_notes"."sgst_paise" >= 0 AND "credit_notes"."igst_paise" >= 0
        AND "credit_notes"."total_paise" = "credit_notes"."taxable_paise" + "credit_notes"."cgst_paise" + "credit_notes"."sgst_paise" + "credit_notes"."igst_paise"
        AND "credit_notes"."total_paise" > 0
        AND ("credit_notes"."igst_paise" = 0 OR ("credit_notes"."cgst_paise" = 0 AND "credit_notes"."sgst_paise" = 0)))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_razorpay_payment_id_unique";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "gst_paise" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_refund_lines" ADD CONSTRAINT "payment_refund_lines_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_lines" ADD CONSTRAINT "payment_refund_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund_lines" ADD CONSTRAINT "payment_refund_lines_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_id_payment_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."payment_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refund_lines_refund_idx" ON "payment_refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_automatic_payment_key" ON "payment_refunds" USING btree ("razorpay_payment_id") WHERE "payment_refunds"."reason" <> 'ADMIN';--> statement-breakpoint
CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_admin_check" CHECK (("payment_refunds"."reason" = 'ADMIN') = ("payment_refunds"."note" IS NOT NULL AND "payment_refunds"."requested_by" IS NOT NULL AND "payment_refunds"."taxable_paise" IS NOT NULL AND "payment_refunds"."gst_paise" IS NOT NULL)
        AND ("payment_refunds"."taxable_paise" IS NULL OR ("payment_refunds"."taxable_paise" >= 0 AND "payment_refunds"."gst_paise" >= 0 AND "payment_refunds"."amount_paise" = "payment_refunds"."taxable_paise" + "payment_refunds"."gst_paise")));--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" IN ('REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT', 'ADMIN'));