-- Cache versions for the read caches (server/cache/versions.ts;
-- docs/decisions/0021-cache-versions.md). Hand-written: drizzle-kit does not emit triggers.
--
-- A counter per scope that every committed change of that scope raises: `access:<dealership>`
-- (its registry row, its users, the removal or re-authentication of a session) and
-- `vehicles:<dealership>`. An app process reads the counters of a request's dealership once,
-- at the start of the request, and serves a cached entry only if the counter it was filled
-- under is still the current one, so a change committed by any process (or by hand) is seen by
-- the very next request everywhere, with no notification to wait for.
--
-- Not tenant data (no dealership_id column, no row-level security): counters only. Rows are
-- never deleted, or a deleted dealership's counter could fall back to a value a cache holds.
CREATE TABLE lotready_scope_versions (
  scope text PRIMARY KEY,
  version bigint NOT NULL
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON lotready_scope_versions TO lotready_app;
--> statement-breakpoint
-- Deferred to commit (constraint triggers), so the counter row is locked only at the very end
-- of a transaction, after every row lock it takes: two transactions can never wait on each
-- other through it. A transaction raises each scope once however many rows it touched (a
-- transaction-local setting remembers which), so a 5,000-row import costs one upsert.
CREATE OR REPLACE FUNCTION lotready_bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_scope text;
  bumped text := coalesce(current_setting('lotready.bumped_scopes', true), '');
BEGIN
  IF TG_TABLE_NAME = 'dealerships' THEN
    changed_scope := 'access:' || OLD.id;
  ELSIF TG_TABLE_NAME IN ('users', 'sessions') THEN
    changed_scope := 'access:' || OLD.dealership_id;
  ELSIF TG_OP = 'DELETE' THEN
    changed_scope := 'vehicles:' || OLD.dealership_id;
  ELSE
    changed_scope := 'vehicles:' || NEW.dealership_id;
  END IF;
  IF position(changed_scope IN bumped) > 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO lotready_scope_versions AS v (scope, version) VALUES (changed_scope, 1)
    ON CONFLICT (scope) DO UPDATE SET version = v.version + 1;
  PERFORM set_config('lotready.bumped_scopes', bumped || changed_scope || ';', true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- New dealerships, users and sessions change nothing cached (a cache never keeps a miss).
CREATE CONSTRAINT TRIGGER dealerships_version AFTER UPDATE OR DELETE ON dealerships
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lotready_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_version AFTER UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lotready_bump_version();
--> statement-breakpoint
-- Nor does a session's once-a-minute last_seen_at touch.
CREATE CONSTRAINT TRIGGER sessions_version
  AFTER DELETE OR UPDATE OF reauthenticated_at, user_id, expires_at ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lotready_bump_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER vehicles_version AFTER INSERT OR UPDATE OR DELETE ON vehicles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lotready_bump_version();
