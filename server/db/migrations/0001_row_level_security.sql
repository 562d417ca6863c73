-- Row-level security: the backstop behind the explicit dealership_id filter in every query
-- (design.md, Hosts and tenancy; docs/decisions/0002-row-level-security.md). Hand-written:
-- drizzle-kit does not emit FORCE ROW LEVEL SECURITY.
--
-- Requests do tenant work as `lotready_app`, a role that owns nothing and bypasses nothing:
-- server/db/transactions.ts runs SET LOCAL ROLE lotready_app and
-- set_config('app.dealership_id', <id>, true) at the start of each tenant transaction.
-- Roles are cluster-wide, so creating it tolerates another database (or a parallel test run)
-- having created it first.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lotready_app') THEN
    CREATE ROLE lotready_app NOLOGIN NOSUPERUSER NOINHERIT NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The connecting role (the tables' owner) must be able to SET ROLE lotready_app. A superuser
-- already can; on a managed PostgreSQL the owner is granted membership here.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'lotready_app', 'MEMBER') THEN
    EXECUTE format('GRANT lotready_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO lotready_app;
--> statement-breakpoint
-- The tenant registry is read before a tenant is known (host resolution), so it has no policy;
-- the application role may read it but never change it.
GRANT SELECT ON dealerships TO lotready_app;
--> statement-breakpoint
-- One function applies the same protection to every tenant table; a later migration that adds
-- a tenant table calls it too (server/db/rls.test.ts fails for a table with a dealership_id
-- column that is not protected).
CREATE OR REPLACE FUNCTION lotready_protect_tenant_table(tbl regclass) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  tenant_match text := $sql$dealership_id = nullif(current_setting('app.dealership_id', true), '')::uuid$sql$;
  -- Cross-tenant work (universal login, signup, password reset, seeding) opts in explicitly
  -- with app.cross_tenant = 'on', and only outside the application role.
  cross_tenant text := $sql$(current_setting('app.cross_tenant', true) = 'on' AND current_user <> 'lotready_app')$sql$;
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  -- FORCE: without it the table owner (the role the server connects as on a managed
  -- PostgreSQL) silently skips every policy, so a query that forgot its filter and its tenant
  -- transaction would read all dealerships. Superusers (PGlite, a local postgres) bypass RLS
  -- whatever we do, which is why tenant work also switches to lotready_app.
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (%s) WITH CHECK (%s)',
    tbl, tenant_match, tenant_match);
  EXECUTE format('DROP POLICY IF EXISTS system_cross_tenant ON %s', tbl);
  EXECUTE format('CREATE POLICY system_cross_tenant ON %s USING (%s) WITH CHECK (%s)',
    tbl, cross_tenant, cross_tenant);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO lotready_app', tbl);
END
$fn$;
--> statement-breakpoint
SELECT lotready_protect_tenant_table('users');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('sessions');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('login_tokens');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('password_resets');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('dealership_configs');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('vehicles');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('activity_logs');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('dashboards');
--> statement-breakpoint
SELECT lotready_protect_tenant_table('notification_settings');
