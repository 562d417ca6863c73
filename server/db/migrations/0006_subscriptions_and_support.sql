CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text NOT NULL,
	"ip_address" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "subscription_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "plan" text DEFAULT 'complete';--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "billing_period" text DEFAULT 'monthly';--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "paid_through" bigint;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "invoice_requested_at" bigint;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "dealerships" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
CREATE INDEX "support_requests_created_at_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id");