CREATE TABLE "alert_deliveries" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"hold_until" bigint NOT NULL,
	"sent_at" bigint,
	CONSTRAINT "alert_deliveries_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "alert_deliveries_channel_check" CHECK ("alert_deliveries"."channel" in ('in-app', 'mail', 'push', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "alert_on_call" (
	"dealership_id" uuid PRIMARY KEY NOT NULL,
	"schedule" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"step_id" uuid,
	"stay_entered_at" bigint,
	"trigger" text NOT NULL,
	"level" integer NOT NULL,
	"text" text NOT NULL,
	"raised_at" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	"read_at" bigint,
	"acknowledged_by" uuid,
	"acknowledged_at" bigint,
	CONSTRAINT "alerts_dealership_id_id_pk" PRIMARY KEY("dealership_id","id"),
	CONSTRAINT "alerts_trigger_check" CHECK ("alerts"."trigger" in ('entered', 'overdue', 'warning'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"dealership_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "push_subscriptions_dealership_id_id_pk" PRIMARY KEY("dealership_id","id")
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "vapid_keys_one_row" CHECK ("vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "promised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD COLUMN "alert_rule" jsonb;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_fk" FOREIGN KEY ("dealership_id","alert_id") REFERENCES "public"."alerts"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_on_call" ADD CONSTRAINT "alert_on_call_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_fk" FOREIGN KEY ("dealership_id","user_id") REFERENCES "public"."users"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_vehicle_fk" FOREIGN KEY ("dealership_id","vehicle_id") REFERENCES "public"."vehicles"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_fk" FOREIGN KEY ("dealership_id","user_id") REFERENCES "public"."users"("dealership_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_alert_channel_key" ON "alert_deliveries" USING btree ("dealership_id","alert_id","channel");--> statement-breakpoint
CREATE INDEX "alert_deliveries_waiting_idx" ON "alert_deliveries" USING btree ("hold_until") WHERE "alert_deliveries"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "alert_deliveries_last_sent_idx" ON "alert_deliveries" USING btree ("dealership_id","user_id","channel","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_key_user_key" ON "alerts" USING btree ("dealership_id","key","user_id");--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("dealership_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_vehicle_idx" ON "alerts" USING btree ("dealership_id","vehicle_id","stay_entered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("dealership_id","user_id");--> statement-breakpoint
-- Hand-written below (issue #32, decision 0110): a dealership's alerts, their deliveries, its
-- on-call rota and its people's push subscriptions are its own, protected as every tenant
-- table (0001). vapid_keys is platform data: no grant, read in system transactions only.
SELECT lotready_protect_tenant_table('alerts');--> statement-breakpoint
SELECT lotready_protect_tenant_table('alert_deliveries');--> statement-breakpoint
SELECT lotready_protect_tenant_table('alert_on_call');--> statement-breakpoint
SELECT lotready_protect_tenant_table('push_subscriptions');
--> statement-breakpoint
-- The super admin's daily digest hour was a UTC hour; it is now the dealership's own hour
-- (issue #32 item 5). Each stored hour becomes the local hour it meant today, in the zone of
-- the dealership's business hours (New York by default), so no digest moves. Cross-tenant,
-- as the owner (0019's backfill).
SELECT set_config('app.cross_tenant', 'on', true);
--> statement-breakpoint
UPDATE notification_settings ns
SET settings = jsonb_set(
  ns.settings,
  '{dailyDigestHour}',
  to_jsonb(extract(hour from
    (date_trunc('day', now() AT TIME ZONE 'UTC')
      + make_interval(hours => (ns.settings->>'dailyDigestHour')::int))
    AT TIME ZONE 'UTC'
    AT TIME ZONE coalesce(
      (SELECT c.config->'businessHours'->>'timeZone' FROM dealership_configs c
       WHERE c.dealership_id = ns.dealership_id),
      'America/New_York'))::int))
WHERE jsonb_typeof(ns.settings->'dailyDigestHour') = 'number';
--> statement-breakpoint
SELECT set_config('app.cross_tenant', '', true);
