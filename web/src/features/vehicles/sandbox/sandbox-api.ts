import { vendorApi } from '@domain/api/vendor-endpoints';
import { alertApi } from '@domain/api/alert-endpoints';
import { activityApi } from '@domain/api/activity-endpoints';
import { demoApi } from '@domain/api/demo-endpoints';
import { preferenceApi, type UserPreferences } from '@domain/api/preference-endpoints';
import { vehicleApi } from '@domain/api/vehicle-endpoints';
import { photoApi } from '@domain/api/photo-endpoints';
import { workflowApi } from '@domain/api/workflow-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { DEMO_VEHICLE_COUNT } from '@domain/constants';
import { DEFAULT_DEALERSHIP_CONFIG, thresholdsFromConfig } from '@domain/dealership-config';
import { batchPlan } from '@domain/vehicle/batch';
import { buildDemoLot, freeDemoStockNumbers } from '@domain/vehicle/demo-lot';
import type { VehicleImportBody } from '@domain/api/vehicle-endpoints';
import type { ImportResult } from '@domain/api/vehicles';
import type { RememberedImportMapping } from '@domain/api/vehicle-import';
import { headersKey } from '@domain/csv-import';
import { importedChanges, importSummary, prepareImport } from '@domain/vehicle/import-rows';
import {
  duplicateStockNumberMessage,
  STALE_VEHICLE_MESSAGE,
  stockNumberTakenOnUndoWarning,
  VEHICLE_NOT_FOUND_MESSAGE,
  VehicleRuleError,
} from '@domain/vehicle/messages';
import { newVehicle } from '@domain/vehicle/new-vehicle';
import { matchesSearch, searchTerms } from '@domain/vehicle/search';
import { planVehicleUpdate } from '@domain/vehicle/update';
import { RESTORED_AFTER_DELETE_ACTION, restorePatch } from '@domain/vehicle/undo';
import { createApiClient, type ApiClient } from '@/lib/api-client';
import { createMemoryTransport, MemoryHttpError, memoryRoute } from '@/lib/memory-transport';
import { createSandboxLog } from './sandbox-log';
import { sandboxVehiclePage } from './sandbox-page';
import { createSandboxRecon } from './sandbox-recon';
import { sandboxWorkRoutes } from './sandbox-work';

function newId(): string {
  return crypto.randomUUID();
}

/** The sample lot: the demo lot of every dealership, aged against the default thresholds. */
function sampleLot(now: number): Vehicle[] {
  const lot = buildDemoLot({
    now,
    thresholds: thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG),
    stockNumbers: freeDemoStockNumbers(new Set(), DEMO_VEHICLE_COUNT),
  });
  return lot.map(({ input, times }) => newVehicle(input, { id: newId(), now, times }));
}

export interface SandboxApi {
  client: ApiClient;
  /** Puts the sample lot back where it started. */
  reset(): void;
}

/**
 * The sandbox's API: the vehicle endpoints answered in memory by the same domain rules the
 * server runs (new vehicles, the workflow rule, batch semantics, the import's reading, the
 * messages), through the app's own typed client. Nothing is sent to the server.
 */
export function createSandboxApi(
  now: () => number,
  { vehicles: initial }: { vehicles?: readonly Vehicle[] } = {},
): SandboxApi {
  // The sample lot runs the Standard recon template (issue #26), its cars spread over the
  // steps; a lot given by a test keeps the spec's single timer unless it asks for steps.
  const recon = createSandboxRecon(initial ? 'one-timer' : 'standard-recon');
  const start = () => {
    recon.reset();
    if (initial) return [...initial];
    const at = now();
    return sampleLot(at).map((vehicle, index) => recon.place(vehicle, at, index));
  };
  let vehicles = start();
  // Deleted vehicles as they were, for an undo (the server keeps them 30 days: trash.ts).
  const deleted = new Map<string, Vehicle>();
  const removeVehicles = (ids: ReadonlySet<string>, at: number) => {
    for (const vehicle of vehicles.filter((v) => ids.has(v.id))) {
      log.write(vehicle, { action: 'removed' }, at);
      deleted.set(vehicle.id, vehicle);
    }
    const before = vehicles.length;
    vehicles = vehicles.filter((v) => !ids.has(v.id));
    return before - vehicles.length;
  };
  const log = createSandboxLog();
  // The visitor's own choices (the boards' order); onboarding is not part of the sandbox.
  let preferences: UserPreferences = { onboardingCompleted: true };

  const find = (id: string): Vehicle => {
    const vehicle = vehicles.find((v) => v.id === id);
    if (!vehicle) throw new MemoryHttpError(404, VEHICLE_NOT_FOUND_MESSAGE);
    return vehicle;
  };
  const stockTaken = (stockNumber: string, except?: string) =>
    vehicles.some((v) => v.stockNumber === stockNumber && v.id !== except);
  const duplicate = (stockNumber: string) =>
    new MemoryHttpError(409, duplicateStockNumberMessage(stockNumber), 'stockNumber');
  const stored = (next: Vehicle, at: number): Vehicle => {
    const saved = { ...recon.place(next, at), version: next.version + 1, updatedAt: at };
    vehicles = vehicles.map((v) => (v.id === saved.id ? saved : v));
    return saved;
  };
  const work = sandboxWorkRoutes({ now, find, stored });
  let mappings: RememberedImportMapping[] = [];
  /** An import by the server's rules, in memory; a dry run counts and writes nothing. */
  const runImport = (body: VehicleImportBody, write: boolean): ImportResult => {
    const at = now();
    const prepared = prepareImport(body.rows, at, {
      stockNumberFromVin: body.stockNumberFromVin ?? null,
    });
    let added = 0;
    let changed = 0;
    for (const { vehicle: input } of prepared.valid) {
      const existing = vehicles.find((v) => v.stockNumber === input.stockNumber);
      if (existing) {
        const plan = planVehicleUpdate(existing, importedChanges(input, body.columns), at);
        if (Object.keys(plan.changes).length === 0) continue;
        changed += 1;
        if (write) stored(plan.after, at);
      } else {
        added += 1;
        if (write) vehicles = [newVehicle(input, { id: newId(), now: at }), ...vehicles];
      }
    }
    return importSummary(prepared, body.rows.length, { added, changed });
  };

  const routes = [
    memoryRoute(vehicleApi.list, ({ query }) => {
      const terms = searchTerms(query.q ?? '');
      const body = vehicles.filter(
        (v) =>
          (!query.type || v.type === query.type) &&
          (query.starred === undefined || v.starred === query.starred) &&
          (query.sold === undefined || (v.flag === 'sold') === query.sold) &&
          matchesSearch(v, terms, true),
      );
      return { status: 200, body };
    }),
    memoryRoute(vehicleApi.page, ({ query }) => ({
      status: 200,
      body: sandboxVehiclePage(vehicles, query),
    })),
    memoryRoute(vehicleApi.get, ({ params }) => ({ status: 200, body: find(params.id) })),
    memoryRoute(vehicleApi.create, ({ body }) => {
      if (stockTaken(body.stockNumber)) throw duplicate(body.stockNumber);
      const vehicle = recon.place(newVehicle(body, { id: newId(), now: now() }), now());
      vehicles = [vehicle, ...vehicles];
      log.write(vehicle, { action: 'added' }, vehicle.createdAt);
      return { status: 201, body: vehicle };
    }),
    memoryRoute(vehicleApi.update, ({ params, body }) => {
      const current = find(params.id);
      const { version, stepId, assigneeId, stepEnteredAt: _, ...patch } = body;
      if (version !== current.version) {
        throw new MemoryHttpError(409, STALE_VEHICLE_MESSAGE, 'version', { current });
      }
      const at = now();
      const plan = planVehicleUpdate(current, patch, at);
      const { stockNumber } = plan.changes;
      if (stockNumber !== undefined && stockTaken(stockNumber, current.id))
        throw duplicate(stockNumber);
      // A step move and an assignee are the recon's (issue #26), after the field rule.
      const moved = stepId === undefined ? plan.after : recon.move(plan.after, stepId, at);
      const after = assigneeId === undefined ? moved : { ...moved, assigneeId };
      const unchanged =
        Object.keys(plan.changes).length === 0 &&
        after.step === current.step &&
        after.assigneeId === current.assigneeId;
      if (unchanged) return { status: 200, body: current };
      const saved = stored(after, at);
      for (const entry of plan.entries) log.write(saved, entry, at);
      return { status: 200, body: saved };
    }),
    memoryRoute(vehicleApi.remove, ({ params }) => {
      removeVehicles(new Set([find(params.id).id]), now());
      return { status: 200, body: { ok: true } };
    }),
    memoryRoute(vehicleApi.batch, ({ body }) => {
      const selected = new Set(body.ids);
      if (body.action === 'delete') {
        return { status: 200, body: { affected: removeVehicles(selected, now()) } };
      }
      const at = now();
      const plan = batchPlan(body.action, at);
      const changed = vehicles.filter((v) => selected.has(v.id) && plan.applies(v));
      for (const vehicle of changed) {
        log.write(stored({ ...vehicle, ...plan.changes }, at), plan.entry(vehicle), at);
      }
      return { status: 200, body: { affected: changed.length } };
    }),
    memoryRoute(vehicleApi.restore, ({ body }) => {
      const at = now();
      let affected = 0;
      const warnings: string[] = [];
      for (const item of body.vehicles) {
        const current = vehicles.find((v) => v.id === item.id);
        const gone = deleted.get(item.id);
        if (!current && gone) {
          deleted.delete(item.id);
          if (stockTaken(gone.stockNumber)) {
            warnings.push(stockNumberTakenOnUndoWarning(gone.stockNumber));
            continue;
          }
          const back = { ...gone, version: gone.version + 1, updatedAt: at };
          vehicles = [back, ...vehicles];
          log.write(back, { action: 'added', detailedAction: RESTORED_AFTER_DELETE_ACTION }, at);
          affected += 1;
        }
        if (!current) continue;
        const plan = planVehicleUpdate(current, restorePatch(item), at);
        if (Object.keys(plan.changes).length === 0) continue;
        const saved = stored(plan.after, at);
        for (const entry of plan.entries) log.write(saved, entry, at);
        affected += 1;
      }
      return { status: 200, body: { affected, ...(warnings.length > 0 ? { warnings } : {}) } };
    }),
    memoryRoute(vehicleApi.import, ({ body }) => {
      const result = runImport(body, true);
      if (body.mapping) {
        const { headers, fields } = body.mapping;
        const remembered = {
          headers,
          fields,
          stockNumberFromVin: body.stockNumberFromVin ?? null,
          updatedAt: now(),
        };
        mappings = [
          remembered,
          ...mappings.filter((m) => headersKey(m.headers) !== headersKey(headers)),
        ];
      }
      return { status: 200, body: result };
    }),
    memoryRoute(vehicleApi.importDryRun, ({ body }) => ({
      status: 200,
      body: runImport(body, false),
    })),
    memoryRoute(vehicleApi.importMappings, () => ({ status: 200, body: mappings })),
    memoryRoute(activityApi.vehicleHistory, ({ params, query }) => ({
      status: 200,
      body: log.history(find(params.id), query, now()),
    })),
    memoryRoute(demoApi.addDemoVehicles, () => {
      const at = now();
      const taken = new Set(vehicles.map((v) => v.stockNumber));
      const lot = buildDemoLot({
        now: at,
        thresholds: thresholdsFromConfig(DEFAULT_DEALERSHIP_CONFIG),
        stockNumbers: freeDemoStockNumbers(taken, DEMO_VEHICLE_COUNT),
      }).map(({ input, times }) => newVehicle(input, { id: newId(), now: at, times }));
      vehicles = [...lot, ...vehicles];
      return { status: 201, body: { added: lot.length } };
    }),
    memoryRoute(vehicleApi.steps, ({ params }) => ({
      status: 200,
      body: recon.stays(find(params.id).id),
    })),
    memoryRoute(workflowApi.list, () => ({ status: 200, body: recon.list() })),
    memoryRoute(workflowApi.update, ({ params, body }) => {
      const at = now();
      const { body: steps, changed } = recon.replace(params.workflow, body, vehicles, at);
      for (const vehicle of changed) stored(vehicle, at);
      return { status: 200, body: steps };
    }),
    memoryRoute(preferenceApi.get, () => ({ status: 200, body: preferences })),
    memoryRoute(preferenceApi.update, ({ body }) => {
      preferences = { ...preferences, ...body };
      return { status: 200, body: preferences };
    }),
    memoryRoute(demoApi.clearVehicles, () => {
      const removed = vehicles.length;
      vehicles = [];
      return { status: 200, body: { removed } };
    }),
    ...work.routes,
    // The sandbox keeps no photos (nothing leaves the page, and a picture is no rule to try).
    memoryRoute(photoApi.list, () => ({ status: 200, body: { photos: [], storageBytes: 0 } })),
    // The sandbox has no vendors (no mail leaves it): the record says so (issue #31).
    memoryRoute(vendorApi.list, () => ({ status: 200, body: { vendors: [] } })),
    // No alerts are raised in the sandbox, so nobody has taken a car (issue #32).
    memoryRoute(alertApi.takers, () => ({ status: 200, body: { cars: [] } })),
    memoryRoute(vendorApi.vehicleJobs, ({ params }) => {
      find(params.id);
      return { status: 200, body: { jobs: [] } };
    }),
  ];

  const transport = createMemoryTransport(routes, (error) =>
    error instanceof VehicleRuleError
      ? new MemoryHttpError(400, `${error.field}: ${error.message}`, error.field)
      : null,
  );
  return {
    client: createApiClient(transport),
    reset() {
      vehicles = start();
      work.reset();
      log.reset();
    },
  };
}
