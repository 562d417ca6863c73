-- Hand-written (issue #27; docs/decisions/0137-stays-and-notifications-per-statement.md).
-- Two row triggers of vehicles, once per statement: an import of 5,000 rows ran each 5,000
-- times. What they do is the same; they read the statement's rows from its transition table.
--
-- The stays of cars that enter a workflow as they are added (0013, 0017): one INSERT … SELECT
-- for all of a statement's new cars instead of one INSERT per car. Each stay opens with its
-- car's assignee (0019's rule) taken from the row just written, which is the stored row: no
-- second look-up per stay (below).
CREATE OR REPLACE FUNCTION lotready_inserted_vehicles_enter_stays() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO vehicle_stays (dealership_id, vehicle_id, step_id, entered_at, reason, assignee_id)
  SELECT i.dealership_id, i.id, i.step_id, i.step_entered_at,
    CASE WHEN i.step_entered_at > CASE WHEN i.type = 'make-ready'
        THEN coalesce(i.make_ready_added_at, i.check_in_time)
        ELSE coalesce(i.service_added_at, i.check_in_time) END
      THEN 'restored' ELSE 'entered' END,
    i.assignee_id
  FROM inserted i
  WHERE i.step_id IS NOT NULL;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER vehicles_stay_on_insert ON vehicles;
--> statement-breakpoint
CREATE TRIGGER vehicles_stay_on_insert AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION lotready_inserted_vehicles_enter_stays();
--> statement-breakpoint
-- A car changing workflow (0017's function, for the row trigger vehicles_stay_on_workflow_change
-- only now) gives its new stay its assignee from its row too.
CREATE OR REPLACE FUNCTION lotready_vehicle_stays_follow() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  start_at bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE vehicle_stays SET left_at = NEW.updated_at
    WHERE dealership_id = NEW.dealership_id AND vehicle_id = NEW.id AND left_at IS NULL;
  END IF;
  IF NEW.step_id IS NOT NULL THEN
    start_at := CASE WHEN NEW.type = 'make-ready'
      THEN coalesce(NEW.make_ready_added_at, NEW.check_in_time)
      ELSE coalesce(NEW.service_added_at, NEW.check_in_time) END;
    INSERT INTO vehicle_stays (dealership_id, vehicle_id, step_id, entered_at, reason, assignee_id)
    VALUES (NEW.dealership_id, NEW.id, NEW.step_id, NEW.step_entered_at,
      CASE WHEN NEW.step_entered_at > start_at THEN 'restored' ELSE 'entered' END,
      NEW.assignee_id);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- So 0019's look-up of the car's assignee is left to the stays the application writes (a move,
-- an undo's history), which name no assignee or one the rule overrides. A stay written by a
-- trigger (pg_trigger_depth() > 0: the two functions above are the only writers) already has
-- it from the car's row. The look-up per stay was a fifth to a quarter of an import's stays.
DROP TRIGGER vehicle_stays_take_assignee ON vehicle_stays;
--> statement-breakpoint
CREATE TRIGGER vehicle_stays_take_assignee BEFORE INSERT ON vehicle_stays
  FOR EACH ROW WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION lotready_stay_takes_assignee();
--> statement-breakpoint
-- The change notification of vehicles (0003): `vehicles:<dealership id>` once per dealership
-- a statement wrote, as the row trigger's identical payloads of one transaction arrived once.
CREATE OR REPLACE FUNCTION lotready_notify_vehicles_changed() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_notify('lotready_changes', 'vehicles:' || d.dealership_id)
  FROM (SELECT DISTINCT dealership_id FROM changed) AS d;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER vehicles_changed ON vehicles;
--> statement-breakpoint
-- A trigger with transition tables names one event: three, as the row trigger's three. An
-- update notifies its rows' dealership after the update, as NEW did; a delete, before.
CREATE TRIGGER vehicles_changed_on_insert AFTER INSERT ON vehicles
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION lotready_notify_vehicles_changed();
--> statement-breakpoint
CREATE TRIGGER vehicles_changed_on_update AFTER UPDATE ON vehicles
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION lotready_notify_vehicles_changed();
--> statement-breakpoint
CREATE TRIGGER vehicles_changed_on_delete AFTER DELETE ON vehicles
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION lotready_notify_vehicles_changed();
