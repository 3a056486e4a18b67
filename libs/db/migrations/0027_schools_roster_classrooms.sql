CREATE TABLE "classroom_reminders" (
	"classroom_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_reminders_pkey" PRIMARY KEY("classroom_id","user_id","sent_on")
);
--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "board" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admission_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "section" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classroom_reminders" ADD CONSTRAINT "classroom_reminders_classroom_id_classrooms_id_fk" FOREIGN KEY ("classroom_id") REFERENCES "public"."classrooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_reminders" ADD CONSTRAINT "classroom_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_school_admission_idx" ON "users" USING btree ("school_id",lower("admission_number")) WHERE "users"."admission_number" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_dates_check" CHECK ("classrooms"."opens_at" IS NULL OR "classrooms"."closes_at" IS NULL OR "classrooms"."opens_at" < "classrooms"."closes_at");--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_seats_check" CHECK ("schools"."seats" >= 0);--> statement-breakpoint
-- The demo school of the embedded default (seed-accounts' DEMO_SCHOOL), set up as an admin would: 500 seats.
UPDATE "schools" SET "board" = 'CBSE', "city" = 'New Delhi', "state" = 'Delhi', "seats" = 500 WHERE "campus_id" = 'DPS-RKP';
