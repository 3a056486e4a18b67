CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"razorpay_payment_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"razorpay_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_razorpay_payment_id_unique" UNIQUE("razorpay_payment_id"),
	CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" IN ('REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT')),
	CONSTRAINT "payment_refunds_status_check" CHECK ("payment_refunds"."status" IN ('PENDING', 'REQUESTED', 'PROCESSED')),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('CREATED', 'PAID', 'FAILED', 'FULFILLED', 'REPLACED', 'REFUNDED'));