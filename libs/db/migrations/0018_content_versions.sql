CREATE TABLE "career_content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"career_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	CONSTRAINT "career_content_versions_career_number_key" UNIQUE("career_id","number"),
	CONSTRAINT "career_content_versions_number_check" CHECK ("career_content_versions"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "assessment_steps" DROP CONSTRAINT "assessment_steps_subsection_id_career_subsections_id_fk";
--> statement-breakpoint
ALTER TABLE "career_sections" ADD COLUMN "remarks" jsonb;--> statement-breakpoint
ALTER TABLE "user_careers" ADD COLUMN "content_version_id" uuid;--> statement-breakpoint
ALTER TABLE "career_content_versions" ADD CONSTRAINT "career_content_versions_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_content_versions" ADD CONSTRAINT "career_content_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_careers" ADD CONSTRAINT "user_careers_content_version_id_career_content_versions_id_fk" FOREIGN KEY ("content_version_id") REFERENCES "public"."career_content_versions"("id") ON DELETE no action ON UPDATE no action;