CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"career_id" uuid NOT NULL,
	"unit_price_paise" integer NOT NULL,
	"instance" integer DEFAULT 1 NOT NULL,
	"total_price_paise" integer NOT NULL,
	CONSTRAINT "order_lines_pkey" PRIMARY KEY("order_id","career_id"),
	CONSTRAINT "order_lines_instance_check" CHECK ("order_lines"."instance" = 1),
	CONSTRAINT "order_lines_price_check" CHECK ("order_lines"."unit_price_paise" >= 0 AND "order_lines"."total_price_paise" = "order_lines"."unit_price_paise" * "order_lines"."instance")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"reconciled_at" timestamp with time zone,
	CONSTRAINT "orders_razorpay_order_id_unique" UNIQUE("razorpay_order_id"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('CREATED', 'PAID', 'FAILED', 'FULFILLED')),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" = 'INR'),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."subtotal_paise" >= 0 AND "orders"."gst_paise" >= 0 AND "orders"."total_paise" = "orders"."subtotal_paise" + "orders"."gst_paise")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("status","created_at") WHERE "orders"."status" <> 'FULFILLED';--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");