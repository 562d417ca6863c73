ALTER TABLE "vehicle_stays" DROP CONSTRAINT "vehicle_stays_reason_check";--> statement-breakpoint
ALTER TABLE "vehicle_stays" ADD CONSTRAINT "vehicle_stays_reason_check" CHECK ("vehicle_stays"."reason" in ('corrected', 'entered', 'moved', 'restored', 'sent_back', 'skipped'));--> statement-breakpoint
-- Hand-written below (issue #26: an undo puts a car back in the step it left).
-- Entering a workflow as 0013 has it, except that an UPDATE naming a step of the workflow it
-- enters (an undo: server/modules/vehicles/restore-vehicles.ts) keeps that step, with the time
-- it gives, never before the workflow's start. A step since archived, or one of another
-- workflow, is not kept: the car enters the first step as before, and the undo says so.
CREATE OR REPLACE FUNCTION lotready_vehicle_enters_step() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  chosen record;
  named boolean := false;
  start_at bigint;
BEGIN
  IF NEW.type NOT IN ('make-ready', 'service') THEN
    NEW.step_id := NULL;
    NEW.step_name := NULL;
    NEW.step_entered_at := NULL;
    NEW.assignee_id := NULL;
    RETURN NEW;
  END IF;
  start_at := CASE WHEN NEW.type = 'make-ready'
    THEN coalesce(NEW.make_ready_added_at, NEW.check_in_time)
    ELSE coalesce(NEW.service_added_at, NEW.check_in_time) END;
  IF TG_OP = 'UPDATE' AND NEW.step_id IS NOT NULL AND NEW.step_id IS DISTINCT FROM OLD.step_id THEN
    SELECT s.id, s.name, s.default_assignee_id, s.owner_role INTO chosen
    FROM workflow_steps s
    WHERE s.dealership_id = NEW.dealership_id AND s.id = NEW.step_id AND s.workflow = NEW.type
      AND s.archived_at IS NULL;
    named := FOUND;
  END IF;
  IF named THEN
    NEW.step_entered_at := greatest(coalesce(NEW.step_entered_at, start_at), start_at);
  ELSE
    SELECT s.id, s.name, s.default_assignee_id, s.owner_role INTO chosen
    FROM workflow_steps s
    WHERE s.dealership_id = NEW.dealership_id AND s.workflow = NEW.type AND s.archived_at IS NULL
    ORDER BY s.position
    LIMIT 1;
    IF NOT FOUND THEN
      NEW.step_id := NULL;
      NEW.step_name := NULL;
      NEW.step_entered_at := NULL;
      NEW.assignee_id := NULL;
      RETURN NEW;
    END IF;
    NEW.step_entered_at := start_at;
  END IF;
  NEW.step_id := chosen.id;
  NEW.step_name := chosen.name;
  NEW.assignee_id := chosen.default_assignee_id;
  IF NEW.assignee_id IS NULL AND chosen.owner_role IS NOT NULL THEN
    SELECT u.id INTO NEW.assignee_id
    FROM users u
    WHERE u.dealership_id = NEW.dealership_id AND u.role = chosen.owner_role AND NOT u.disabled
    ORDER BY (
      SELECT count(*) FROM vehicles v
      WHERE v.dealership_id = u.dealership_id AND v.assignee_id = u.id
    ), u.created_at, u.id
    LIMIT 1;
  END IF;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
-- The stay follows as in 0013; one that begins after the workflow's start was not entered then
-- but put back by an undo ('restored'), so it is no workflow start an undo may put back.
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
    INSERT INTO vehicle_stays (dealership_id, vehicle_id, step_id, entered_at, reason)
    VALUES (NEW.dealership_id, NEW.id, NEW.step_id, NEW.step_entered_at,
      CASE WHEN NEW.step_entered_at > start_at THEN 'restored' ELSE 'entered' END);
  END IF;
  RETURN NULL;
END
$fn$;
