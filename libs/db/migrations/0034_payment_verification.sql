ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_retries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_given_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason_check" CHECK ("payment_refunds"."reason" IN ('REPLACED', 'ALREADY_OWNED', 'DUPLICATE_PAYMENT', 'AMOUNT_MISMATCH', 'ADMIN'));