CREATE TABLE "deleted_photo_files" (
	"dealership_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"size" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "deleted_photo_files_dealership_id_photo_id_size_pk" PRIMARY KEY("dealership_id","photo_id","size")
);
--> statement-breakpoint
ALTER TABLE "deleted_vehicles" ADD COLUMN "vendor_jobs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_vehicles" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_jobs" ADD COLUMN "work_item_id" uuid;--> statement-breakpoint
ALTER TABLE "deleted_photo_files" ADD CONSTRAINT "deleted_photo_files_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_photo_files" ADD CONSTRAINT "deleted_photo_files_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."deleted_vehicles"("dealership_id","vehicle_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (issue #31). A deleted car's photo files are the dealership's own: the
-- same protection as every tenant table (0001).
SELECT lotready_protect_tenant_table('deleted_photo_files');
