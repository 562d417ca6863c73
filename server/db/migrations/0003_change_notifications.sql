-- Change notifications for the in-memory caches (server/cache/; docs/decisions/0016-read-caches.md).
-- Hand-written: drizzle-kit does not emit triggers.
--
-- Every committed change to a row that a cache may hold (the dealership registry, users,
-- session removals and re-authentication marks, vehicles) NOTIFYs `lotready_changes` with the
-- dealership's id. NOTIFY is transactional: it is delivered at commit and dropped on rollback,
-- and identical payloads of one transaction arrive once, so a 5,000-row import sends one
-- notification. Triggers catch every writer — a route, a command, a script, another process —
-- so no code path can forget to invalidate.
CREATE OR REPLACE FUNCTION lotready_notify_tenant_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lotready_changes', OLD.dealership_id::text);
  ELSE
    PERFORM pg_notify('lotready_changes', NEW.dealership_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lotready_notify_dealership_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lotready_changes', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dealerships_changed AFTER UPDATE OR DELETE ON dealerships
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_dealership_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_tenant_change();
--> statement-breakpoint
-- A new session or its once-a-minute last_seen_at touch changes nothing a cache holds.
CREATE TRIGGER sessions_changed AFTER DELETE OR UPDATE OF reauthenticated_at, user_id, expires_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_tenant_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_changed AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_tenant_change();
