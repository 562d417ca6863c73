import type { Vehicle } from '@domain/api/vehicles';
import type { VehicleWork, WorkItem, WorkItemCreate } from '@domain/api/work';
import { workApi } from '@domain/api/work-endpoints';
import { approvalReasons } from '@domain/work/approval';
import { workAssigneeIdsOf } from '@domain/work/assignees';
import { workItemTotalCents } from '@domain/work/money';
import { defaultWorkSettings } from '@domain/work/settings';
import { SPENT_STATES } from '@domain/work/work-items';
import { MemoryHttpError, memoryRoute, type MemoryRoute } from '@/lib/memory-transport';

const RULE_NAME = 'the auto-approve rule';

/**
 * A car's work in the sandbox (issue #33), by the domain's rules: items priced at the default
 * rate, and sending approves by the rule or leaves them waiting for the visitor, who acts as
 * an admin and decides on the record. No mail leaves the sandbox; templates are none.
 */
export function sandboxWorkRoutes(deps: {
  now: () => number;
  find: (id: string) => Vehicle;
  stored: (vehicle: Vehicle, at: number) => Vehicle;
}): { routes: MemoryRoute[]; reset: () => void } {
  const rules = defaultWorkSettings();
  let items: WorkItem[] = [];
  let requests = new Map<string, { id: string; sentAt: number; request: VehicleWork['request'] }>();

  const touch = (vehicleId: string): Vehicle => {
    const at = deps.now();
    const mine = items.filter((item) => item.vehicleId === vehicleId);
    const open = requests.get(vehicleId);
    return deps.stored(
      {
        ...deps.find(vehicleId),
        reconActualCents: mine
          .filter((item) => SPENT_STATES.includes(item.state))
          .reduce((sum, item) => sum + item.totalCents, 0),
        awaitingApprovalSince: open ? open.sentAt : null,
        workAssigneeIds: workAssigneeIdsOf(mine),
      },
      at,
    );
  };
  const workOf = (vehicle: Vehicle): VehicleWork => ({
    items: items.filter((item) => item.vehicleId === vehicle.id),
    estimateCents: vehicle.reconEstimateCents,
    actualCents: vehicle.reconActualCents,
    request: requests.get(vehicle.id)?.request ?? null,
    vehicle,
  });
  const itemOf = (id: string): WorkItem => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new MemoryHttpError(404, 'No such work item');
    return item;
  };
  const add = (vehicleId: string, input: WorkItemCreate): WorkItem => {
    const at = deps.now();
    const partsCents = input.partsCents ?? 0;
    const labourHundredths = Math.round((input.labourHours ?? 0) * 100);
    const labourRateCents = input.labourRateCents ?? rules.labourRateCents;
    const item: WorkItem = {
      id: crypto.randomUUID(),
      vehicleId,
      description: input.description,
      category: input.category,
      partsCents,
      labourHours: labourHundredths / 100,
      labourRateCents,
      totalCents: workItemTotalCents({ partsCents, labourHundredths, labourRateCents }),
      state: 'needs_estimate',
      assigneeId: null,
      requestId: null,
      decidedHow: null,
      decidedBy: null,
      decidedAt: null,
      decisionNote: null,
      version: 1,
      createdAt: at,
      updatedAt: at,
    };
    items = [...items, item];
    touch(vehicleId);
    return item;
  };
  const set = (ids: ReadonlySet<string>, change: Partial<WorkItem>) => {
    const at = deps.now();
    items = items.map((item) =>
      ids.has(item.id) ? { ...item, ...change, version: item.version + 1, updatedAt: at } : item,
    );
  };

  const routes = [
    memoryRoute(workApi.list, ({ params }) => ({
      status: 200,
      body: workOf(deps.find(params.id)),
    })),
    memoryRoute(workApi.templates, () => ({ status: 200, body: { templates: [] } })),
    memoryRoute(workApi.create, ({ params, body }) => ({
      status: 201,
      body: add(deps.find(params.id).id, body),
    })),
    memoryRoute(workApi.update, ({ params, body }) => {
      const item = itemOf(params.id);
      if (body.state === 'done' && item.state === 'approved')
        set(new Set([item.id]), { state: 'done' });
      if (body.assigneeId !== undefined) set(new Set([item.id]), { assigneeId: body.assigneeId });
      touch(item.vehicleId);
      return { status: 200, body: itemOf(item.id) };
    }),
    memoryRoute(workApi.remove, ({ params }) => {
      const item = itemOf(params.id);
      items = items.filter((candidate) => candidate.id !== item.id);
      touch(item.vehicleId);
      return { status: 200, body: { ok: true as const } };
    }),
    memoryRoute(workApi.sendForApproval, ({ params }) => {
      const vehicle = deps.find(params.id);
      const sending = items.filter(
        (i) => i.vehicleId === vehicle.id && i.state === 'needs_estimate',
      );
      if (sending.length === 0) {
        throw new MemoryHttpError(409, 'itemIds: no item of this car needs an estimate', 'itemIds');
      }
      const reasons = approvalReasons({
        rules,
        spentCents: vehicle.reconActualCents,
        requested: sending,
        estimateCents: vehicle.reconEstimateCents,
      });
      const ids = new Set(sending.map((item) => item.id));
      const at = deps.now();
      if (reasons.length === 0) {
        set(ids, { state: 'approved', decidedHow: 'rule', decidedBy: RULE_NAME, decidedAt: at });
      } else {
        const id = requests.get(vehicle.id)?.id ?? crypto.randomUUID();
        const totalCents = sending.reduce((sum, item) => sum + item.totalCents, 0);
        requests.set(vehicle.id, {
          id,
          sentAt: at,
          request: {
            id,
            vehicleId: vehicle.id,
            state: 'open',
            totalCents,
            reasons,
            approverId: null,
            sentAt: at,
            escalatedAt: null,
            decidedAt: null,
          },
        });
        set(ids, { state: 'awaiting_approval', requestId: id });
      }
      const outcome = reasons.length === 0 ? ('approved-by-rule' as const) : ('requested' as const);
      return { status: 200, body: { outcome, work: workOf(touch(vehicle.id)) } };
    }),
    memoryRoute(workApi.decide, ({ params, body }) => {
      const entry = [...requests.entries()].find(([, request]) => request.id === params.id);
      if (!entry) throw new MemoryHttpError(404, 'No such approval request');
      const [vehicleId] = entry;
      const waiting = items.filter(
        (item) => item.requestId === params.id && item.state === 'awaiting_approval',
      );
      const approves = (id: string) =>
        body.decision === 'lines'
          ? (body.lines ?? []).some((line) => line.itemId === id && line.approve)
          : body.decision === 'approve';
      for (const approve of [true, false]) {
        set(new Set(waiting.filter((item) => approves(item.id) === approve).map((i) => i.id)), {
          state: approve ? 'approved' : 'declined',
          decidedHow: 'record',
          decidedBy: 'You',
          decidedAt: deps.now(),
          decisionNote: body.note?.trim() || null,
        });
      }
      requests.delete(vehicleId);
      return { status: 200, body: workOf(touch(vehicleId)) };
    }),
  ];
  return {
    routes,
    reset: () => {
      items = [];
      requests = new Map();
    },
  };
}
