-- Consent records and schools' consent agreements are append-only (issue 14, like the audit log in 0017): a
-- statement that would rewrite or remove a consent fails for every database user, the owner the app connects as
-- included, and the write it belongs to rolls back with it. A withdrawal is a new record, never an edit.
CREATE OR REPLACE FUNCTION consent_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consent_records_append_only BEFORE UPDATE OR DELETE ON consent_records FOR EACH ROW EXECUTE FUNCTION consent_refuse_change();
--> statement-breakpoint
CREATE TRIGGER consent_records_no_truncate BEFORE TRUNCATE ON consent_records FOR EACH STATEMENT EXECUTE FUNCTION consent_refuse_change();
--> statement-breakpoint
CREATE TRIGGER school_consent_agreements_append_only BEFORE UPDATE OR DELETE ON school_consent_agreements FOR EACH ROW EXECUTE FUNCTION consent_refuse_change();
--> statement-breakpoint
CREATE TRIGGER school_consent_agreements_no_truncate BEFORE TRUNCATE ON school_consent_agreements FOR EACH STATEMENT EXECUTE FUNCTION consent_refuse_change();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON consent_records, school_consent_agreements FROM PUBLIC;
