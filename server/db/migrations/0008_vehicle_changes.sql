CREATE TABLE "vehicle_changes" (
	"dealership_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"changed_at" bigint NOT NULL,
	CONSTRAINT "vehicle_changes_dealership_id_seq_pk" PRIMARY KEY("dealership_id","seq")
);
--> statement-breakpoint
ALTER TABLE "vehicle_changes" ADD CONSTRAINT "vehicle_changes_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_changes_changed_at_idx" ON "vehicle_changes" USING btree ("changed_at");
--> statement-breakpoint
-- Hand-written below (docs/decisions/0045-vehicle-change-log.md). Tenant data under row-level
-- security like every other tenant table.
--
-- The log's sequence is the `vehicles:<dealership>` counter of migration 0005: the app takes
-- one number per changed vehicle at the very end of its transaction (server/modules/vehicles/
-- change-log.ts) and marks the scope raised, so the deferred trigger leaves it alone. A write
-- that bypassed the app still raises the counter by one, with no log row: readers see the hole
-- and resynchronise instead of missing the change.
SELECT lotready_protect_tenant_table('vehicle_changes');
