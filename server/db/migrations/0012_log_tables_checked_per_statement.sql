ALTER TABLE "activity_logs" DROP CONSTRAINT "activity_logs_dealership_id_dealerships_id_fk";
--> statement-breakpoint
ALTER TABLE "vehicle_changes" DROP CONSTRAINT "vehicle_changes_dealership_id_dealerships_id_fk";
--> statement-breakpoint
-- Hand-written below (docs/decisions/0062-log-tables-checked-per-statement.md). The two log
-- tables an import writes 5,000 rows each into keep what their foreign keys gave, per
-- statement instead of per row: a row names an existing dealership, which stays locked (FOR KEY
-- SHARE, as the key's check locks it) until the writing transaction ends, and the rows go when
-- the dealership is deleted. SECURITY DEFINER: lotready_app may read dealerships but not lock
-- them; the owner may.
CREATE OR REPLACE FUNCTION lotready_check_log_dealerships() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  referenced bigint;
  locked bigint;
BEGIN
  SELECT count(DISTINCT dealership_id) INTO referenced FROM written;
  IF referenced = 0 THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO locked FROM (
    SELECT 1 FROM dealerships WHERE id IN (SELECT dealership_id FROM written) FOR KEY SHARE
  ) AS l;
  IF locked < referenced THEN
    RAISE EXCEPTION 'insert or update on table "%" names a dealership that does not exist', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER activity_logs_dealership_inserted AFTER INSERT ON activity_logs
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION lotready_check_log_dealerships();
--> statement-breakpoint
CREATE TRIGGER activity_logs_dealership_updated AFTER UPDATE ON activity_logs
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION lotready_check_log_dealerships();
--> statement-breakpoint
CREATE TRIGGER vehicle_changes_dealership_inserted AFTER INSERT ON vehicle_changes
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION lotready_check_log_dealerships();
--> statement-breakpoint
CREATE TRIGGER vehicle_changes_dealership_updated AFTER UPDATE ON vehicle_changes
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION lotready_check_log_dealerships();
--> statement-breakpoint
-- ON DELETE CASCADE, as a trigger: it runs as the owner with the cross-tenant policy's opt-in
-- for its own duration only (set LOCAL, then put back; an error aborts the transaction, which
-- undoes it too), so it deletes every row of the dealership whoever deletes it, as the foreign
-- keys' cascade did. (A function's SET clause would do the same, but a non-superuser owner may
-- not attach a custom setting to a function.)
CREATE OR REPLACE FUNCTION lotready_delete_log_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  prior text := current_setting('app.cross_tenant', true);
BEGIN
  PERFORM set_config('app.cross_tenant', 'on', true);
  DELETE FROM activity_logs WHERE dealership_id = OLD.id;
  DELETE FROM vehicle_changes WHERE dealership_id = OLD.id;
  PERFORM set_config('app.cross_tenant', coalesce(prior, ''), true);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER dealerships_log_rows_deleted AFTER DELETE ON dealerships
  FOR EACH ROW EXECUTE FUNCTION lotready_delete_log_rows();
