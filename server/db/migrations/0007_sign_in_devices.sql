CREATE TABLE "sign_in_devices" (
	"token_hash" text NOT NULL,
	"account_key" text NOT NULL,
	"created_at" bigint NOT NULL,
	"last_used_at" bigint NOT NULL,
	CONSTRAINT "sign_in_devices_token_hash_account_key_pk" PRIMARY KEY("token_hash","account_key")
);
--> statement-breakpoint
CREATE INDEX "sign_in_devices_last_used_idx" ON "sign_in_devices" USING btree ("last_used_at");