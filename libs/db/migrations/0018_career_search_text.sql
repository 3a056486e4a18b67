ALTER TABLE "careers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (careers_search_text(name, slug, aliases)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "careers_selling_price_idx" ON "careers" USING btree ("selling_price_paise","name","id");--> statement-breakpoint
CREATE INDEX "careers_updated_at_idx" ON "careers" USING btree ("updated_at","name","id");--> statement-breakpoint
CREATE INDEX "careers_published_idx" ON "careers" USING btree ("published","name","id");--> statement-breakpoint
CREATE INDEX "careers_search_text_trgm_idx" ON "careers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);