CREATE TABLE "vehicle_stays" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"entered_at" bigint NOT NULL,
	"left_at" bigint,
	"moved_by" uuid,
	"reason" text NOT NULL,
	CONSTRAINT "vehicle_stays_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "vehicle_stays_reason_check" CHECK ("vehicle_stays"."reason" in ('corrected', 'entered', 'moved', 'sent_back', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"workflow" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"thresholds" jsonb,
	"timed" boolean DEFAULT true NOT NULL,
	"owner_role" text,
	"default_assignee_id" uuid,
	"business_hours" boolean DEFAULT false NOT NULL,
	"counts_toward_t2l" boolean DEFAULT true NOT NULL,
	"soft_limit" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" bigint,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "workflow_steps_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "workflow_steps_workflow_check" CHECK ("workflow_steps"."workflow" in ('make-ready', 'service'))
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "step_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "step_name" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "step_entered_at" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "vehicle_stays" ADD CONSTRAINT "vehicle_stays_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_stays" ADD CONSTRAINT "vehicle_stays_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_stays" ADD CONSTRAINT "vehicle_stays_step_fk" FOREIGN KEY ("dealership_id","step_id") REFERENCES "public"."workflow_steps"("dealership_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_stays_vehicle_idx" ON "vehicle_stays" USING btree ("dealership_id","vehicle_id","entered_at");--> statement-breakpoint
CREATE INDEX "workflow_steps_order_idx" ON "workflow_steps" USING btree ("dealership_id","workflow","position");--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_step_fk" FOREIGN KEY ("dealership_id","step_id") REFERENCES "public"."workflow_steps"("dealership_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_assignee_idx" ON "vehicles" USING btree ("dealership_id","assignee_id") WHERE "vehicles"."assignee_id" is not null;
--> statement-breakpoint
-- Hand-written below (issue #26; docs/decisions/0072-append-only-stays.md).
-- Row-level security like every tenant table (0001): the policy on app.dealership_id.
SELECT lotready_protect_tenant_table('workflow_steps');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('vehicle_stays');
--> statement-breakpoint
-- A step's name and thresholds are part of every vehicle answer in it: a change of the steps
-- invalidates the cached vehicle lists (0005) and wakes the other processes (0003) like a
-- change of a vehicle does. Stays are not in the vehicle answer (a move updates the vehicle).
CREATE CONSTRAINT TRIGGER workflow_steps_version AFTER INSERT OR UPDATE OR DELETE ON workflow_steps
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION lotready_bump_version();
--> statement-breakpoint
CREATE TRIGGER workflow_steps_changed AFTER INSERT OR UPDATE OR DELETE ON workflow_steps
  FOR EACH ROW EXECUTE FUNCTION lotready_notify_change();
--> statement-breakpoint
-- Every existing dealership gets the default step of each workflow: the configuration's
-- timeline (thresholds null) on calendar time, so the spec's rules hold as before. The owner
-- runs this; on a managed PostgreSQL it is no superuser, so it opts in to cross-tenant work
-- (0001's system policy) for this transaction.
SELECT set_config('app.cross_tenant', 'on', true);
--> statement-breakpoint
INSERT INTO workflow_steps (dealership_id, workflow, position, name, created_at, updated_at)
SELECT d.id, w.workflow, 0, w.name,
  (extract(epoch FROM clock_timestamp()) * 1000)::bigint,
  (extract(epoch FROM clock_timestamp()) * 1000)::bigint
FROM dealerships d
CROSS JOIN (VALUES ('make-ready', 'Make Ready'), ('service', 'Service')) AS w (workflow, name);
--> statement-breakpoint
-- Every vehicle in Make Ready or Service is in that step since it entered the workflow.
UPDATE vehicles v
SET step_id = s.id,
  step_name = s.name,
  step_entered_at = CASE WHEN v.type = 'make-ready'
    THEN coalesce(v.make_ready_added_at, v.check_in_time)
    ELSE coalesce(v.service_added_at, v.check_in_time) END
FROM workflow_steps s
WHERE s.dealership_id = v.dealership_id AND s.workflow = v.type;
--> statement-breakpoint
INSERT INTO vehicle_stays (dealership_id, vehicle_id, step_id, entered_at, reason)
SELECT v.dealership_id, v.id, v.step_id, v.step_entered_at, 'entered'
FROM vehicles v
WHERE v.step_id IS NOT NULL;
--> statement-breakpoint
SELECT set_config('app.cross_tenant', '', true);
--> statement-breakpoint
-- Entering or leaving a workflow, by any path (a PATCH, a batch, an undo, an import, a new
-- vehicle, the demo lot): the car enters the workflow's first step at its workflow start, its
-- assignee filled by the step's default assignee, else the least-loaded active user of the
-- step's owner role; leaving the workflow empties the step and the assignee. Here, once, so no
-- write path can forget it and the row written is the row answered.
CREATE OR REPLACE FUNCTION lotready_vehicle_enters_step() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  first_step record;
BEGIN
  NEW.step_id := NULL;
  NEW.step_name := NULL;
  NEW.step_entered_at := NULL;
  NEW.assignee_id := NULL;
  IF NEW.type NOT IN ('make-ready', 'service') THEN
    RETURN NEW;
  END IF;
  SELECT s.id, s.name, s.default_assignee_id, s.owner_role INTO first_step
  FROM workflow_steps s
  WHERE s.dealership_id = NEW.dealership_id AND s.workflow = NEW.type AND s.archived_at IS NULL
  ORDER BY s.position
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  NEW.step_id := first_step.id;
  NEW.step_name := first_step.name;
  NEW.step_entered_at := CASE WHEN NEW.type = 'make-ready'
    THEN coalesce(NEW.make_ready_added_at, NEW.check_in_time)
    ELSE coalesce(NEW.service_added_at, NEW.check_in_time) END;
  NEW.assignee_id := first_step.default_assignee_id;
  IF NEW.assignee_id IS NULL AND first_step.owner_role IS NOT NULL THEN
    SELECT u.id INTO NEW.assignee_id
    FROM users u
    WHERE u.dealership_id = NEW.dealership_id AND u.role = first_step.owner_role AND NOT u.disabled
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
CREATE TRIGGER vehicles_enter_step BEFORE INSERT ON vehicles
  FOR EACH ROW WHEN (NEW.type <> 'inventory') EXECUTE FUNCTION lotready_vehicle_enters_step();
--> statement-breakpoint
CREATE TRIGGER vehicles_change_workflow_step BEFORE UPDATE OF type ON vehicles
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION lotready_vehicle_enters_step();
--> statement-breakpoint
-- The stays follow (after the row exists, for the stay's key to it): the open stay closes when
-- the car leaves its workflow, a new one opens when it enters one. A move between steps
-- within a workflow is written by the application (server/modules/workflows).
CREATE OR REPLACE FUNCTION lotready_vehicle_stays_follow() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE vehicle_stays SET left_at = NEW.updated_at
    WHERE dealership_id = NEW.dealership_id AND vehicle_id = NEW.id AND left_at IS NULL;
  END IF;
  IF NEW.step_id IS NOT NULL THEN
    INSERT INTO vehicle_stays (dealership_id, vehicle_id, step_id, entered_at, reason)
    VALUES (NEW.dealership_id, NEW.id, NEW.step_id, NEW.step_entered_at, 'entered');
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER vehicles_stay_on_insert AFTER INSERT ON vehicles
  FOR EACH ROW WHEN (NEW.step_id IS NOT NULL) EXECUTE FUNCTION lotready_vehicle_stays_follow();
--> statement-breakpoint
CREATE TRIGGER vehicles_stay_on_workflow_change AFTER UPDATE OF type ON vehicles
  FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION lotready_vehicle_stays_follow();
