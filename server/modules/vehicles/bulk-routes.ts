import type { FastifyInstance } from 'fastify';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { can } from '@domain/permissions';
import { batchRight } from '@domain/vehicle/batch';
import { clockCorrectionRefusal } from '@domain/vehicle/clock';
import { forbidden } from '../../lib/http-error';
import { registerEndpoint } from '../../plugins/endpoints';
import { withinVehicleLimit } from '../../plugins/subscription';
import { authOf } from '../../plugins/session';
import { actorOf, changeTenant } from '../../plugins/tenant-change';
import { batchVehicles } from './batch-vehicles';
import type { ImportOptions } from '@domain/vehicle/import-rows';
import type { StockNumberFromVin } from '@domain/vehicle/stock-from-vin';
import { vinToFillFrom, type VinVehicle } from '@domain/vehicle/vin-fill';
import type { Executor } from '../../db/client';
import { analyzeNewTables } from '../../db/maintenance';
import { readConfig } from '../config/repository';
import { decodeEach } from '../vins/vin-decoder';
import { dryRunImport, importVehicles } from './import-vehicles';
import { listImportMappings, rememberImportMapping } from './import-mappings';
import { restoreVehicles } from './restore-vehicles';

/**
 * A 50,000-row import of every vehicle field is about 40 MB of JSON (the limit of rows, not
 * the bytes, is what a dealer meets: its 400 names it); other routes keep Fastify's 1 MiB.
 */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/** POST /api/vehicles/batch, /restore (undo) and /import. */
export async function bulkVehicleRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, vehicleApi.batch, async (request) => {
    const { user } = authOf(request);
    if (!can(user.role, batchRight(request.body))) throw forbidden();
    const affected = await changeTenant(request, async (tx, change) => {
      const changed = await batchVehicles(tx, { ...change, ...request.body });
      if (changed.length > 0) {
        change.vehiclesChanged(changed.map((vehicle) => vehicle.id));
        change.emit({ type: 'activity' });
      }
      return changed;
    });
    return { affected: affected.length };
  });

  registerEndpoint(app, vehicleApi.restore, async (request) => {
    const { user } = authOf(request);
    const ids = request.body.vehicles.map((item) => item.id);
    // Undoing a change to several vehicles is a bulk edit, as the change was (0010).
    if (!can(user.role, batchRight({ action: 'star', ids }))) throw forbidden();
    const { restored, warnings } = await changeTenant(request, async (tx, change) => {
      // Putting a deleted vehicle back adds one: the plan's vehicle limit holds as for an add.
      const done = await withinVehicleLimit(request, tx, () =>
        restoreVehicles(tx, { ...change, vehicles: request.body.vehicles }),
      );
      if (done.restored.length > 0) {
        change.vehiclesChanged(done.restored.map((vehicle) => vehicle.id));
        change.emit({ type: 'activity' });
      }
      return done;
    });
    return { affected: restored.length, ...(warnings.length > 0 ? { warnings } : {}) };
  });

  registerEndpoint(
    app,
    vehicleApi.import,
    async (request) => {
      // Decoded before the transaction opens: it holds no lock while the decoder works.
      const vinVehicles = await decodeRowVins(app, request.body.rows);
      const result = await changeTenant(request, async (tx, change) => {
        const { body } = request;
        const settings = await importSettings(
          tx,
          change.dealershipId,
          body,
          change.actor.role,
          vinVehicles,
        );
        const { writtenIds, ...result } = await withinVehicleLimit(request, tx, () =>
          importVehicles(tx, { ...change, ...settings, rows: body.rows, columns: body.columns }),
        );
        if (body.mapping) {
          await rememberImportMapping(tx, {
            dealershipId: change.dealershipId,
            mapping: body.mapping,
            stockNumberFromVin: body.stockNumberFromVin ?? null,
            now: change.now,
          });
        }
        if (writtenIds.length > 0) {
          change.vehiclesChanged(writtenIds);
          change.emit({ type: 'activity' });
        }
        return result;
      });
      // A first import is what fills the tables whose plans PGlite would otherwise keep from
      // when they were empty, for the next import to pay (decision 0137); on PostgreSQL the
      // next import may come before autovacuum does (decision 0141).
      await analyzeNewTables(app.db);
      return result;
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  registerEndpoint(
    app,
    vehicleApi.importDryRun,
    async (request) => {
      const { tenant } = authOf(request);
      const { body } = request;
      const actor = actorOf(request);
      const vinVehicles = await decodeRowVins(app, body.rows);
      return request.withTenant(async (tx) =>
        dryRunImport(tx, {
          dealershipId: tenant.id,
          actor,
          now: app.clock(),
          rows: body.rows,
          columns: body.columns,
          ...(await importSettings(tx, tenant.id, body, actor.role, vinVehicles)),
        }),
      );
    },
    { bodyLimit: IMPORT_BODY_LIMIT },
  );

  registerEndpoint(app, vehicleApi.importMappings, async (request) => {
    const { tenant } = authOf(request);
    return request.withTenant((tx) => listImportMappings(tx, tenant.id));
  });
}

/** The vehicles of the rows' VINs where a row leaves its year, make or model blank. */
function decodeRowVins(
  app: FastifyInstance,
  rows: readonly unknown[],
): Promise<ReadonlyMap<string, VinVehicle>> {
  const vins = rows.map(vinToFillFrom).filter((vin) => vin !== null);
  return decodeEach(app.vinDecoder, vins);
}

/**
 * How the dealership's configuration reads a file: its units and date order with the body's
 * VIN choice and what the rows' VINs decode to, and whether the importer may correct the clocks
 * of vehicles already on the lot (domain/vehicle/clock: Time editing and the right), in its
 * time zone.
 */
async function importSettings(
  tx: Executor,
  dealershipId: string,
  body: { stockNumberFromVin?: StockNumberFromVin | null },
  role: string,
  vinVehicles: ReadonlyMap<string, VinVehicle>,
): Promise<{ options: ImportOptions; clockCorrections: boolean; timeZone: string }> {
  const config = await readConfig(tx, dealershipId);
  return {
    options: {
      ...config.regional,
      stockNumberFromVin: body.stockNumberFromVin ?? null,
      vinVehicles,
    },
    clockCorrections: clockCorrectionRefusal(role, config.features) === null,
    timeZone: config.businessHours.timeZone,
  };
}
