-- Change notifications for the in-memory read caches (server/plugins/read-caches.ts;
-- docs/decisions/0016-read-caches.md). Hand-written: drizzle-kit does not emit triggers.
--
-- Every committed change to a row that a cache may hold NOTIFYs `lotready_changes` with the
-- scope it touched: `dealership:<id>` (the registry row), `user:<id>` (a user's row, or the
-- removal or re-authentication of one of their sessions), `vehicles:<dealership id>`.
-- NOTIFY is transactional: it is delivered at commit and dropped on rollback, and identical
-- payloads of one transaction arrive once, so a 5,000-row import sends one notification.
-- Triggers catch every writer — a route, a command, a script, another process — so no code
-- path can forget to invalidate.
CREATE OR REPLACE FUNCTION lotready_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  scope text;
BEGIN
  IF TG_TABLE_NAME = 'dealerships' THEN
    scope := 'dealership:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'users' THEN
    scope := 'user:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    scope := 'user:' || OLD.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    scope := 'vehicles:' || OLD.dealership_id;
  ELSE
    scope := 'vehicles:' || NEW.dealership_id;
  END IF;
  PERFORM pg_notify('lotready_changes', scope);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- New dealerships, users and sessions change nothing cached (a cache never keeps a miss).
CREATE TRIGGER dealerships_changed AFTER UPDATE OR DELETE ON dealerships
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_change();
--> statement-breakpoint
-- Nor does a session's once-a-minute last_seen_at touch.
CREATE TRIGGER sessions_changed
  AFTER DELETE OR UPDATE OF reauthenticated_at, user_id, expires_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_change();
--> statement-breakpoint
CREATE TRIGGER vehicles_changed AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_change();
