CREATE TABLE "photo_files" (
	"dealership_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"size" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "photo_files_dealership_id_photo_id_size_pk" PRIMARY KEY("dealership_id","photo_id","size")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"work_item_id" uuid,
	"vendor_job_id" uuid,
	"caption" text DEFAULT '' NOT NULL,
	"added_by_user" uuid,
	"added_by_vendor_job" uuid,
	"added_by_name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"storage" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "photos_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "photos_storage_check" CHECK ("photos"."storage" in ('database', 's3'))
);
--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_fk" FOREIGN KEY ("dealership_id","photo_id") REFERENCES "public"."photos"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_vehicle_idx" ON "photos" USING btree ("dealership_id","vehicle_id","created_at");--> statement-breakpoint
-- Hand-written below (issue #31). A car's photos and their files are the dealership's own: the
-- same protection as every tenant table (0001).
SELECT lotready_protect_tenant_table('photos');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('photo_files');
