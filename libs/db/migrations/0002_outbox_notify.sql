-- Wake the outbox relay as soon as an event commits (NOTIFY is delivered at commit), so relaying does not
-- wait for the next poll. Polling stays as the safety net for a missed notification.
CREATE OR REPLACE FUNCTION outbox_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('outbox', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER outbox_notify_insert AFTER INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_notify();
