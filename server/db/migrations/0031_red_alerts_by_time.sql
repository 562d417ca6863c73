-- The scoreboard's red cars since a date read only red alerts, by time (readRedAlertHistory).
CREATE INDEX "alerts_red_raised_idx" ON "alerts" USING btree ("dealership_id","raised_at") WHERE "alerts"."trigger" = 'overdue';
