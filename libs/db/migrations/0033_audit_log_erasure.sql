-- Erasure (issue 14) may blank the personal values of audit rows about the erased person, and nothing more: the row
-- stays, with who did what to which record and when. Only a transaction that sets `privacy.erasure` (the erasure
-- job, for its own transaction: set_config(..., true)) may update, and only the changed fields (before, after) and
-- the actor's copied username and IP; DELETE and TRUNCATE stay refused for everyone.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('privacy.erasure', true) = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.user_id = OLD.user_id AND NEW.role = OLD.role
     AND NEW.action = OLD.action AND NEW.resource = OLD.resource
     AND NEW.resource_id IS NOT DISTINCT FROM OLD.resource_id THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
