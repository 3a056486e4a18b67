CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"career_id" uuid NOT NULL,
	"instance" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_pkey" PRIMARY KEY("user_id","career_id"),
	CONSTRAINT "cart_items_instance_check" CHECK ("cart_items"."instance" = 1)
);
--> statement-breakpoint
CREATE TABLE "user_careers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"career_id" uuid NOT NULL,
	"status" text DEFAULT 'ENROLLED' NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_careers_status_check" CHECK ("user_careers"."status" IN ('ENROLLED', 'IN_PROGRESS', 'COMPLETED')),
	CONSTRAINT "user_careers_source_check" CHECK ("user_careers"."source" IN ('order', 'classroom', 'free'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_careers" ADD CONSTRAINT "user_careers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_careers" ADD CONSTRAINT "user_careers_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_user_created_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_careers_user_career_idx" ON "user_careers" USING btree ("user_id","career_id");