ALTER TABLE "vehicles" ADD COLUMN "work_assignee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Who a car's open work items are assigned to (issue #33: the assignee finds the car under
-- "My cars"), kept on the car's row like its actual so every vehicle answer stays one row.
-- Filled once for the items assigned before; every work write keeps it from then on.
UPDATE "vehicles" AS v SET "work_assignee_ids" = open_work.ids
FROM (
	SELECT "dealership_id", "vehicle_id", array_agg(DISTINCT "assignee_id") AS ids
	FROM "work_items"
	WHERE "assignee_id" IS NOT NULL AND "state" IN ('needs_estimate', 'awaiting_approval', 'approved')
	GROUP BY "dealership_id", "vehicle_id"
) AS open_work
WHERE v."dealership_id" = open_work."dealership_id" AND v."id" = open_work."vehicle_id";
--> statement-breakpoint
-- The scoreboard's approval figures read a period's decided requests and items (issue #33).
CREATE INDEX "approval_requests_decided_idx" ON "approval_requests" USING btree ("dealership_id","decided_at") WHERE "approval_requests"."state" = 'decided';--> statement-breakpoint
CREATE INDEX "work_items_decided_idx" ON "work_items" USING btree ("dealership_id","decided_at") WHERE "work_items"."decided_at" is not null;
