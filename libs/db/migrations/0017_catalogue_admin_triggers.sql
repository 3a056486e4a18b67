-- The records staff edit in the console carry `version`, their optimistic lock: it moves on every update, by a
-- row trigger so that no writer (the console, a seed, a hand-run fix) can change a record and leave a PUT read
-- before it looking current.
CREATE OR REPLACE FUNCTION bump_record_version() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER careers_record_version BEFORE UPDATE ON careers FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER fields_record_version BEFORE UPDATE ON fields FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER courses_record_version BEFORE UPDATE ON courses FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
CREATE TRIGGER reviews_record_version BEFORE UPDATE ON reviews FOR EACH ROW EXECUTE FUNCTION bump_record_version();
--> statement-breakpoint
-- The course and the reviews are public answers too: each API process clears its response cache when
-- catalogue_version moves (migration 0013's statement triggers), so their edits must move it as well.
CREATE TRIGGER courses_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
-- The console's career search looks in the name, the slug and the other names at once. One text of the three,
-- joined by U+001F (which no search can hold: control characters are refused), under one trigram index, keeps
-- "ILIKE '%q%'" an index scan on a large catalogue. array_to_string is only STABLE in general; on text[] it
-- depends on nothing but its arguments, so the function may be declared IMMUTABLE and indexed.
CREATE OR REPLACE FUNCTION careers_admin_search_text(name text, slug text, aliases text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT name || E'\x1f' || slug || E'\x1f' || array_to_string(aliases, E'\x1f') $$;
--> statement-breakpoint
-- fastupdate off: a career is written rarely and searched often, so each write updates the index at once rather
-- than leaving a pending list that every search must scan until a vacuum merges it (a freshly seeded bench
-- catalogue's searches took 3 ms instead of 0.1 ms).
CREATE INDEX careers_admin_search_trgm_idx ON careers USING gin (careers_admin_search_text(name, slug, aliases) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The certification course seeded before modules were stored: the four the page showed until now.
UPDATE courses SET modules = '[
  {"title": "Foundations of career counselling", "description": "The counsellor’s role, ethics, how students of classes 9 to 12 decide, and how to run a first session with a student and parents."},
  {"title": "Assessments and career tools", "description": "Interests, aptitude, personality and values: how to read assessment reports and link them to streams, subjects and careers."},
  {"title": "Careers, streams and pathways in India", "description": "Science, Commerce, Arts and independent careers; boards, entrance exams, colleges, scholarships and study abroad."},
  {"title": "Building your counselling business", "description": "Setting up your practice, fees, school partnerships, workshops, online presence and getting your first clients."}
]'::jsonb WHERE id = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10' AND modules = '[]'::jsonb;
