CREATE TABLE "feeds" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"credentials" text,
	"interval_minutes" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"stock_number_from_vin" text,
	"next_run_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "feeds_dealership_id_id_pk" PRIMARY KEY("dealership_id","id")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"started_at" bigint NOT NULL,
	"state" text NOT NULL,
	"rows" integer NOT NULL,
	"added" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"missing" integer NOT NULL,
	"archived" integer NOT NULL,
	"errors" jsonb NOT NULL,
	"held" jsonb,
	"decided_at" bigint,
	"decided_by" text,
	CONSTRAINT "feed_runs_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "feed_runs_state_check" CHECK ("feed_runs"."state" in ('applied', 'discarded', 'failed', 'held'))
);
--> statement-breakpoint
CREATE TABLE "feed_vehicles" (
	"dealership_id" uuid NOT NULL,
	"feed_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"written" jsonb NOT NULL,
	"missing_since" bigint,
	"missing_runs" integer DEFAULT 0 NOT NULL,
	"archived_at" bigint,
	CONSTRAINT "feed_vehicles_dealership_id_feed_id_vehicle_id_pk" PRIMARY KEY("dealership_id","feed_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_fk" FOREIGN KEY ("dealership_id","feed_id") REFERENCES "public"."feeds"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_vehicles" ADD CONSTRAINT "feed_vehicles_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_vehicles" ADD CONSTRAINT "feed_vehicles_feed_fk" FOREIGN KEY ("dealership_id","feed_id") REFERENCES "public"."feeds"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_vehicles" ADD CONSTRAINT "feed_vehicles_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feeds_next_run_idx" ON "feeds" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "feed_runs_feed_idx" ON "feed_runs" USING btree ("dealership_id","feed_id","started_at");--> statement-breakpoint
-- Hand-written below (issue #27 item 6): a dealership's feeds, their runs and what they know of
-- its vehicles are its own, with the same protection as every tenant table (0001).
SELECT lotready_protect_tenant_table('feeds');--> statement-breakpoint
SELECT lotready_protect_tenant_table('feed_runs');--> statement-breakpoint
SELECT lotready_protect_tenant_table('feed_vehicles');
