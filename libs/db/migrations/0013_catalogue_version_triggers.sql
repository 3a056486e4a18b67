-- catalogue_version.version moves with every statement that changes careers or fields, in that statement's
-- transaction: an API process that reads a new number reloads its in-memory copy of the published catalogue.
-- Statement triggers, so a bulk insert of 10,000 careers moves it once, not 10,000 times.
INSERT INTO catalogue_version (id, version) VALUES (true, 1) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_bump_version() RETURNS trigger AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1 WHERE id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER careers_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON careers FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
--> statement-breakpoint
CREATE TRIGGER fields_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fields FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
