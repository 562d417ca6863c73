CREATE TABLE "approval_requests" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"state" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"reasons" jsonb NOT NULL,
	"approver_id" uuid,
	"requested_by" uuid,
	"sent_at" bigint NOT NULL,
	"escalated_at" bigint,
	"decided_at" bigint,
	CONSTRAINT "approval_requests_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "approval_requests_state_check" CHECK ("approval_requests"."state" in ('decided', 'open', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "guest_links" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"recipient_id" uuid,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"revoked_at" bigint,
	"created_at" bigint NOT NULL,
	CONSTRAINT "guest_links_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "guest_links_purpose_check" CHECK ("guest_links"."purpose" in ('approval'))
);
--> statement-breakpoint
CREATE TABLE "job_templates" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "job_templates_dealership_id_id_pk" PRIMARY KEY("dealership_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_items" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"parts_cents" bigint NOT NULL,
	"labour_hundredths" integer NOT NULL,
	"labour_rate_cents" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"state" text NOT NULL,
	"assignee_id" uuid,
	"request_id" uuid,
	"decided_how" text,
	"decided_by" text,
	"decided_at" bigint,
	"decision_note" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "work_items_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "work_items_category_check" CHECK ("work_items"."category" in ('body', 'detail', 'mechanical', 'other', 'parts', 'sublet')),
	CONSTRAINT "work_items_state_check" CHECK ("work_items"."state" in ('approved', 'awaiting_approval', 'declined', 'done', 'needs_estimate')),
	CONSTRAINT "work_items_amounts_check" CHECK ("work_items"."parts_cents" >= 0 and "work_items"."labour_hundredths" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "recon_estimate_cents" bigint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "recon_actual_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "awaiting_approval_since" bigint;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_links" ADD CONSTRAINT "guest_links_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_templates" ADD CONSTRAINT "job_templates_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_open_key" ON "approval_requests" USING btree ("dealership_id","vehicle_id") WHERE "approval_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "approval_requests_escalation_idx" ON "approval_requests" USING btree ("sent_at") WHERE "approval_requests"."state" = 'open' and "approval_requests"."escalated_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_links_token_key" ON "guest_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "guest_links_subject_idx" ON "guest_links" USING btree ("dealership_id","purpose","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_templates_name_key" ON "job_templates" USING btree ("dealership_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_items_vehicle_idx" ON "work_items" USING btree ("dealership_id","vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "work_items_assignee_idx" ON "work_items" USING btree ("dealership_id","assignee_id") WHERE "work_items"."assignee_id" is not null;
--> statement-breakpoint
-- Hand-written below (issue #33). A car's work, its templates, approval requests and guest
-- links are the dealership's own: the same protection as every tenant table (0001).
SELECT lotready_protect_tenant_table('work_items');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('job_templates');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('approval_requests');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('guest_links');
