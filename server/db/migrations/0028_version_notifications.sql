-- Version notifications (docs/decisions/0134-readers-never-wait-after-a-commit.md).
-- Hand-written: drizzle-kit does not emit triggers.
--
-- Every raise of a cache version now also NOTIFYs `lotready_versions` with `<scope>=<version>`:
-- the deferred trigger of 0005 here, the change log's raise in server/db/vehicle-change-log.ts.
-- Embedded PGlite is the only process on its directory and hears each commit's notifications
-- before the commit returns, so it keeps every version it has read current from them and a
-- request after a commit reads no versions at all. PostgreSQL's processes do not listen on
-- this channel (another process's commit must still be read): there it is one more entry in
-- the notification queue that 0003's notification of the same change already writes to.
CREATE OR REPLACE FUNCTION lotready_bump_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed_scope text;
  raised_to bigint;
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
    ON CONFLICT (scope) DO UPDATE SET version = v.version + 1
    RETURNING version INTO raised_to;
  PERFORM set_config('lotready.bumped_scopes', bumped || changed_scope || ';', true);
  PERFORM pg_notify('lotready_versions', changed_scope || '=' || raised_to);
  RETURN NULL;
END
$$;
