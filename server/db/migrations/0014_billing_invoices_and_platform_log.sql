CREATE TABLE "platform_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" bigint NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"about_dealership_id" uuid,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "invoice_amount" integer;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "invoice_due_at" bigint;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "invoice_reference" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "cancel_at" bigint;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "grace_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_log" ADD CONSTRAINT "platform_log_about_dealership_id_dealerships_id_fk" FOREIGN KEY ("about_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_log_at_idx" ON "platform_log" USING btree ("at");--> statement-breakpoint
-- An invoice asked for before this migration gets the terms every invoice has now (issue #29):
-- due 14 days after it was asked for, at the plan's price, with a reference.
UPDATE "dealerships" SET
  "invoice_due_at" = "invoice_requested_at" + 14 * 86400000,
  "invoice_amount" = CASE
    WHEN "plan" = 'complete' THEN 379
    WHEN "billing_period" = 'quarterly' THEN 159
    WHEN "billing_period" = 'annual' THEN 599
    ELSE 59 END,
  "invoice_reference" = 'LR-' || upper("slug") || '-' || to_char(to_timestamp("invoice_requested_at" / 1000) AT TIME ZONE 'UTC', 'YYYYMMDDHH24MI')
WHERE "invoice_requested_at" IS NOT NULL;
