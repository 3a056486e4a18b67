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
-- The console's career search looks in the name, the slug and the other names at once: careers.search_text
-- (a generated column, next migration) holds the three in lower case, joined by U+001F, which no search can hold
-- (control characters are refused), so a search never matches across two of them. array_to_string is only
-- STABLE in general; on text[] it depends on nothing but its arguments, so this may be IMMUTABLE, as a generated
-- column needs.
CREATE OR REPLACE FUNCTION careers_search_text(name text, slug text, aliases text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(name || E'\x1f' || slug || E'\x1f' || array_to_string(aliases, E'\x1f')) $$;
--> statement-breakpoint
-- The certification course seeded before modules were stored: the four the page showed until now.
UPDATE courses SET modules = '[
  {"title": "Foundations of career counselling", "description": "The counsellor’s role, ethics, how students of classes 9 to 12 decide, and how to run a first session with a student and parents."},
  {"title": "Assessments and career tools", "description": "Interests, aptitude, personality and values: how to read assessment reports and link them to streams, subjects and careers."},
  {"title": "Careers, streams and pathways in India", "description": "Science, Commerce, Arts and independent careers; boards, entrance exams, colleges, scholarships and study abroad."},
  {"title": "Building your counselling business", "description": "Setting up your practice, fees, school partnerships, workshops, online presence and getting your first clients."}
]'::jsonb WHERE id = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10' AND modules = '[]'::jsonb;
