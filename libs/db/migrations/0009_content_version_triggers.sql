-- career_contents.version moves on every change to a career's test: its own row, its sections, its subsections.
-- The API keeps a copy of each test it judges steps against and reloads it when the version it reads changes.
CREATE OR REPLACE FUNCTION career_contents_bump_version() RETURNS trigger AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER career_contents_version BEFORE UPDATE ON career_contents FOR EACH ROW EXECUTE FUNCTION career_contents_bump_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION career_sections_touch_content() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE career_contents SET updated_at = now() WHERE career_id = OLD.career_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.career_id IS DISTINCT FROM OLD.career_id) THEN
    UPDATE career_contents SET updated_at = now() WHERE career_id = NEW.career_id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER career_sections_content_version AFTER INSERT OR UPDATE OR DELETE ON career_sections FOR EACH ROW EXECUTE FUNCTION career_sections_touch_content();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION career_subsections_touch_content() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE career_contents SET updated_at = now()
    WHERE career_id = (SELECT career_id FROM career_sections WHERE id = OLD.section_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.section_id IS DISTINCT FROM OLD.section_id) THEN
    UPDATE career_contents SET updated_at = now()
    WHERE career_id = (SELECT career_id FROM career_sections WHERE id = NEW.section_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER career_subsections_content_version AFTER INSERT OR UPDATE OR DELETE ON career_subsections FOR EACH ROW EXECUTE FUNCTION career_subsections_touch_content();
