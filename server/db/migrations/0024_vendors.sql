CREATE TABLE "vendor_jobs" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"what" text NOT NULL,
	"quote_cents" bigint NOT NULL,
	"billed_cents" bigint,
	"due_at" bigint NOT NULL,
	"state" text NOT NULL,
	"sent_at" bigint NOT NULL,
	"sent_by" uuid,
	"accepted_at" bigint,
	"back_at" bigint,
	"vendor_notes" text,
	"done_at" bigint,
	"closed_at" bigint,
	"reopened_count" integer DEFAULT 0 NOT NULL,
	"reminded_at" bigint,
	"alerted_at" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "vendor_jobs_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "vendor_jobs_state_check" CHECK ("vendor_jobs"."state" in ('accepted', 'cancelled', 'done', 'sent')),
	CONSTRAINT "vendor_jobs_amounts_check" CHECK ("vendor_jobs"."quote_cents" >= 0 and ("vendor_jobs"."billed_cents" is null or "vendor_jobs"."billed_cents" >= 0))
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"trade" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "vendors_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "vendors_trade_check" CHECK ("vendors"."trade" in ('body', 'dent-repair', 'detail', 'glass', 'other', 'tint', 'transport', 'wheels'))
);
--> statement-breakpoint
ALTER TABLE "guest_links" DROP CONSTRAINT "guest_links_purpose_check";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sublet" jsonb;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD COLUMN "move_on_vendor_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_jobs" ADD CONSTRAINT "vendor_jobs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_jobs" ADD CONSTRAINT "vendor_jobs_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_jobs" ADD CONSTRAINT "vendor_jobs_vendor_fk" FOREIGN KEY ("dealership_id","vendor_id") REFERENCES "public"."vendors"("dealership_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_jobs_vehicle_idx" ON "vendor_jobs" USING btree ("dealership_id","vehicle_id","sent_at");--> statement-breakpoint
CREATE INDEX "vendor_jobs_vendor_idx" ON "vendor_jobs" USING btree ("dealership_id","vendor_id","sent_at");--> statement-breakpoint
CREATE INDEX "vendor_jobs_open_due_idx" ON "vendor_jobs" USING btree ("due_at") WHERE "vendor_jobs"."state" in ('accepted', 'sent');--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_name_key" ON "vendors" USING btree ("dealership_id",lower("name"));--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_purpose_check" CHECK ("guest_links"."purpose" in ('approval', 'vendor-job'));--> statement-breakpoint
-- Hand-written below (issue #31). Vendors and their jobs are the dealership's own: the same
-- protection as every tenant table (0001).
SELECT lotready_protect_tenant_table('vendors');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('vendor_jobs');
