ALTER TABLE "courses" ADD COLUMN "starts_on" date;--> statement-breakpoint
-- The certification course seeded before this column: its start of the spec (2nd June), in the year it runs.
UPDATE "courses" SET "starts_on" = '2027-06-02' WHERE "id" = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10' AND "starts_on" IS NULL;
