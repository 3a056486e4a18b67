CREATE TABLE "parent_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "parent_invites_status_check" CHECK ("parent_invites"."status" IN ('OPEN', 'ACCEPTED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"status" text NOT NULL,
	"origin" text NOT NULL,
	"requested_as" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	CONSTRAINT "parent_links_status_check" CHECK ("parent_links"."status" IN ('PENDING', 'ACTIVE', 'DECLINED', 'REMOVED')),
	CONSTRAINT "parent_links_origin_check" CHECK ("parent_links"."origin" IN ('PARENT_REQUEST', 'CHILD_INVITE', 'CONSENT', 'SEED')),
	CONSTRAINT "parent_links_not_self_check" CHECK ("parent_links"."parent_id" <> "parent_links"."child_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "for_user_id" uuid;--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_invites_child_idx" ON "parent_invites" USING btree ("child_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_open_pair_idx" ON "parent_links" USING btree ("parent_id","child_id") WHERE "parent_links"."status" IN ('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "parent_links_child_idx" ON "parent_links" USING btree ("child_id","status");--> statement-breakpoint
CREATE INDEX "parent_links_parent_idx" ON "parent_links" USING btree ("parent_id","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_for_user_id_users_id_fk" FOREIGN KEY ("for_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;