import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { analyzeNewTables, pruneExpiredCredentials, pruneVehicleChangeLog } from './db/maintenance';
import { runMigrations } from './db/migrate';
import { DEMO_DEALERSHIP, DEMO_LOGINS, seedDemoIfEmpty } from './commands/seed';
import { seedDemoVehicles } from './modules/demo/seed-demo-vehicles';
import { ensureSuperAdmin, type SuperAdminBootstrap } from './modules/super-admin/bootstrap';
import { HOUR_MS, createMovableClock, systemClock } from './lib/clock';
import { publicOrigin } from './lib/public-urls';
import { serializeRequest } from './lib/request-log';
import { API_DOCS_PATH } from './plugins/api-docs';
import { shutDown } from './shutdown';
import { tenantHost } from '@domain/host-mode';

/** Start: config → database (+ lock) → migrations → seed → app → signals → listen → print → prune. */
async function start(): Promise<void> {
  const config = loadConfig();
  // Browser tests move the server's clock (DEV_CLOCK_CONTROL, refused in production).
  const movableClock = config.devClockControl ? createMovableClock(systemClock) : undefined;
  const clock = movableClock ?? systemClock;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db, systemClock) : false;
  if (seeded && config.seedDemoVehicles) {
    await seedDemoVehicles(database.db, systemClock, DEMO_DEALERSHIP.slug);
  }
  const superAdmin = await ensureSuperAdmin(database.db, config, systemClock);

  const app = await buildApp({
    config,
    db: database.db,
    clock,
    movableClock,
    logger: { level: config.logLevel, serializers: { req: serializeRequest } },
  });
  // Expired sessions and old vehicle changes go once the server listens, then every hour, and
  // tables grown without statistics get them (PGlite has no autovacuum).
  const prune = () =>
    Promise.all([
      pruneExpiredCredentials(database.db, config, clock()),
      pruneVehicleChangeLog(database.db, clock()),
      analyzeNewTables(database.db),
    ]).catch((error: unknown) =>
      app.log.error({ err: error }, 'pruning expired sessions or old vehicle changes failed'),
    );
  const pruneTimer = setInterval(() => void prune(), HOUR_MS);
  pruneTimer.unref();
  // Before listening: a SIGTERM that arrives as soon as the port answers (a rolling restart of a
  // process that has just started) still drains instead of killing requests mid-answer.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      clearInterval(pruneTimer);
      // The last word: even a database that will not close does not outlive the deadline.
      setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 500).unref();
      shutDown(app, database, {
        drainMs: config.shutdownDrainMs,
        timeoutMs: config.shutdownTimeoutMs,
      })
        .then((code) => process.exit(code))
        .catch((error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.scheduler.start();
  console.log(banner(config, database.kind, seeded, superAdmin));

  await prune();
}

function banner(
  config: ServerConfig,
  databaseKind: string,
  seeded: boolean,
  superAdmin: SuperAdminBootstrap,
): string {
  const origin = (host: string) => publicOrigin(config, host);
  const lines = [
    '',
    `LotReady is running (${databaseKind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Marketing site   ${origin(config.domains.marketingDomain)}`,
    `  Login            ${origin(config.domains.mainDomain)}`,
    `  Demo dealership  ${origin(tenantHost(DEMO_DEALERSHIP.slug, config.domains))}`,
    `  API docs         ${origin(config.domains.marketingDomain)}${API_DOCS_PATH}`,
  ];
  if (config.seedDemo) {
    lines.push('', `Demo logins (${DEMO_DEALERSHIP.name}${seeded ? ', seeded now' : ''}):`);
    for (const login of DEMO_LOGINS) {
      lines.push(`  ${login.username.padEnd(8)} / ${login.password.padEnd(13)} ${login.role}`);
    }
  }
  if (superAdmin.status === 'generated') {
    lines.push(
      '',
      `Super admin: ${superAdmin.username} / ${superAdmin.generatedPassword}  (shown once)`,
    );
  } else if (superAdmin.status === 'existing') {
    lines.push(
      '',
      'Super admin: superadmin (password printed at the first start; set SUPER_ADMIN_USERNAME and SUPER_ADMIN_PASSWORD to replace it)',
    );
  } else if (superAdmin.status === 'configured') {
    lines.push('', `Super admin: ${superAdmin.username} (from SUPER_ADMIN_USERNAME)`);
  }
  return `${lines.join('\n')}\n`;
}

try {
  await start();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`\nLotReady cannot start: ${error.message}\n`);
  } else {
    console.error('LotReady failed to start:', error);
  }
  process.exit(1);
}
