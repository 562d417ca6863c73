ALTER TABLE "vehicle_stays" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
CREATE TABLE "scoreboard_beliefs" (
	"dealership_id" uuid PRIMARY KEY NOT NULL,
	"days" double precision,
	"answered_by" uuid,
	"answered_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scoreboard_beliefs" ADD CONSTRAINT "scoreboard_beliefs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the dealership believed its T2L was (issue #30, decision 0097): a tenant table.
SELECT lotready_protect_tenant_table('scoreboard_beliefs');
--> statement-breakpoint
-- Hand-written below (issue #30, decision 0096): each stay names who had the car in the step,
-- so the scoreboard's people figures hold over a period. One rule, in the database, as the
-- stays themselves are opened here (0013, 0017) and in the server (a move, a removed step):
-- a stay opens with the vehicle's assignee (the row is written before its stay), and while
-- it is open it follows a reassignment. A move or a corrected start changes the step or its
-- start in the same update, so the stay it closes keeps the person who had the car then.
CREATE OR REPLACE FUNCTION lotready_stay_takes_assignee() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT v.assignee_id INTO NEW.assignee_id
  FROM vehicles v
  WHERE v.dealership_id = NEW.dealership_id AND v.id = NEW.vehicle_id;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER vehicle_stays_take_assignee BEFORE INSERT ON vehicle_stays
  FOR EACH ROW EXECUTE FUNCTION lotready_stay_takes_assignee();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lotready_open_stay_follows_assignee() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE vehicle_stays SET assignee_id = NEW.assignee_id
  WHERE dealership_id = NEW.dealership_id AND vehicle_id = NEW.id AND left_at IS NULL;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER vehicles_reassigned AFTER UPDATE OF assignee_id ON vehicles
  FOR EACH ROW WHEN (
    OLD.assignee_id IS DISTINCT FROM NEW.assignee_id
    AND OLD.step_id IS NOT DISTINCT FROM NEW.step_id
    AND OLD.step_entered_at IS NOT DISTINCT FROM NEW.step_entered_at
  )
  EXECUTE FUNCTION lotready_open_stay_follows_assignee();
--> statement-breakpoint
-- The open stays take their car's assignee now; a stay closed before this migration keeps
-- none (nobody recorded it): the scoreboard counts it as not recorded. Cross-tenant, as the
-- owner (0013's backfill).
SELECT set_config('app.cross_tenant', 'on', true);
--> statement-breakpoint
UPDATE vehicle_stays s SET assignee_id = v.assignee_id
FROM vehicles v
WHERE v.dealership_id = s.dealership_id AND v.id = s.vehicle_id AND s.left_at IS NULL;
--> statement-breakpoint
SELECT set_config('app.cross_tenant', '', true);
