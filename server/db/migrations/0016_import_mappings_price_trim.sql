CREATE TABLE "import_mappings" (
	"dealership_id" uuid NOT NULL,
	"headers_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "import_mappings_dealership_id_headers_key_pk" PRIMARY KEY("dealership_id","headers_key")
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "trim" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_cents" bigint;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A dealership's import mappings are its own (issue #27): the same protection as every tenant
-- table (0001_row_level_security.sql).
SELECT lotready_protect_tenant_table('import_mappings');
