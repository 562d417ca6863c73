CREATE TABLE "deleted_vehicles" (
	"dealership_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"deleted_at" bigint NOT NULL,
	"deleted_by" uuid,
	"row" jsonb NOT NULL,
	"stays" jsonb NOT NULL,
	"work_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "deleted_vehicles_dealership_id_vehicle_id_pk" PRIMARY KEY("dealership_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "deleted_vehicles" ADD CONSTRAINT "deleted_vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_vehicles_deleted_at_idx" ON "deleted_vehicles" USING btree ("dealership_id","deleted_at");--> statement-breakpoint
-- A dealership's deleted vehicles are its own (issue #28): the same protection as every tenant
-- table (0001_row_level_security.sql).
SELECT lotready_protect_tenant_table('deleted_vehicles');
