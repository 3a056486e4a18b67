ALTER TABLE "careers" ADD COLUMN "display_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "modules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fields" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "careers_display_order_idx" ON "careers" USING btree ("display_order","name","id");--> statement-breakpoint
CREATE INDEX "careers_selling_price_idx" ON "careers" USING btree ("selling_price_paise","name","id");--> statement-breakpoint
CREATE INDEX "careers_updated_at_idx" ON "careers" USING btree ("updated_at","name","id");--> statement-breakpoint
CREATE INDEX "careers_published_idx" ON "careers" USING btree ("published","name","id");