CREATE TABLE "notification_deliveries" (
	"dealership_id" uuid NOT NULL,
	"key" text NOT NULL,
	"sent_at" bigint NOT NULL,
	CONSTRAINT "notification_deliveries_dealership_id_key_pk" PRIMARY KEY("dealership_id","key")
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A tenant table like the others: the same row-level security (0001_row_level_security.sql).
SELECT lotready_protect_tenant_table('notification_deliveries');
