CREATE TABLE "assessment_results" (
	"user_career_id" uuid PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"max" integer NOT NULL,
	"percent" integer NOT NULL,
	"band" text NOT NULL,
	"sections" jsonb NOT NULL,
	"subjects_aligned" text[] NOT NULL,
	"scored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_steps" (
	"user_career_id" uuid NOT NULL,
	"subsection_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"type" integer NOT NULL,
	"rating" integer,
	"choice" integer,
	"answer" text,
	"timed_out" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_steps_pkey" PRIMARY KEY("user_career_id","subsection_id"),
	CONSTRAINT "assessment_steps_ordinal_key" UNIQUE("user_career_id","ordinal"),
	CONSTRAINT "assessment_steps_rating_check" CHECK ("assessment_steps"."rating" IS NULL OR "assessment_steps"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "assessment_steps_type_check" CHECK ("assessment_steps"."type" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "career_contents" (
	"career_id" uuid PRIMARY KEY NOT NULL,
	"instructions" jsonb NOT NULL,
	"subjects_aligned" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_contents_status_check" CHECK ("career_contents"."status" IN ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE TABLE "career_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"career_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "career_sections_career_position_key" UNIQUE("career_id","position")
);
--> statement-breakpoint
CREATE TABLE "career_subsections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" integer NOT NULL,
	"content" jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "career_subsections_section_position_key" UNIQUE("section_id","position"),
	CONSTRAINT "career_subsections_type_check" CHECK ("career_subsections"."type" IN (1, 2, 3, 4))
);
--> statement-breakpoint
CREATE TABLE "classroom_careers" (
	"classroom_id" uuid NOT NULL,
	"career_id" uuid NOT NULL,
	CONSTRAINT "classroom_careers_pkey" PRIMARY KEY("classroom_id","career_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"classroom_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'ENROLLED' NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_students_classroom_user_key" UNIQUE("classroom_id","user_id"),
	CONSTRAINT "classroom_students_status_check" CHECK ("classroom_students"."status" IN ('ENROLLED', 'IN_PROGRESS'))
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"name" text NOT NULL,
	"class" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classrooms_school_name_key" UNIQUE("school_id","name")
);
--> statement-breakpoint
ALTER TABLE "user_careers" DROP CONSTRAINT "user_careers_status_check";--> statement-breakpoint
ALTER TABLE "user_careers" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_careers" ADD COLUMN "step_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_careers" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_careers" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_career_id_user_careers_id_fk" FOREIGN KEY ("user_career_id") REFERENCES "public"."user_careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_steps" ADD CONSTRAINT "assessment_steps_user_career_id_user_careers_id_fk" FOREIGN KEY ("user_career_id") REFERENCES "public"."user_careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_steps" ADD CONSTRAINT "assessment_steps_subsection_id_career_subsections_id_fk" FOREIGN KEY ("subsection_id") REFERENCES "public"."career_subsections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_contents" ADD CONSTRAINT "career_contents_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_sections" ADD CONSTRAINT "career_sections_career_id_career_contents_career_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."career_contents"("career_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_subsections" ADD CONSTRAINT "career_subsections_section_id_career_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."career_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_careers" ADD CONSTRAINT "classroom_careers_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_careers" ADD CONSTRAINT "classroom_careers_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_students" ADD CONSTRAINT "classroom_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_students_user_idx" ON "classroom_students" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "classrooms_school_idx" ON "classrooms" USING btree ("school_id");--> statement-breakpoint
ALTER TABLE "user_careers" ADD CONSTRAINT "user_careers_status_check" CHECK ("user_careers"."status" IN ('ENROLLED', 'IN_PROGRESS', 'COMPLETED', 'ABANDONED'));