import { useState } from 'react';
import type { Vehicle } from '@domain/api/vehicles';
import type { WorkItem, WorkItemPatch } from '@domain/api/work';
import { can } from '@domain/permissions';
import { formatLabourHours, formatMoney, type MoneyFormat } from '@domain/work/money';
import { WORK_CATEGORY_LABELS, WORK_ITEM_STATE_LABELS } from '@domain/work/work-items';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { useClock } from '@/lib/clock';
import { cn } from '@/lib/cn';
import { useWriteAccess } from '@/lib/write-access';
import { useChangeWork } from '@/features/vehicles/api/change-work';
import { useAssignees } from '@/features/vehicles/api/get-assignees';
import { useJobTemplates } from '@/features/vehicles/api/get-job-templates';
import { useVehicleWork } from '@/features/vehicles/api/get-vehicle-work';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { approvalWaitText } from '@/features/vehicles/model/approval-wait';
import { ReconCost } from '../tile/recon-cost';
import { RecordDecision } from './record-decision';
import { WorkItemForm } from './work-item-form';
import { WorkItemSublet } from './work-item-sublet';

const STATE_TONE: Record<WorkItem['state'], string> = {
  needs_estimate: 'bg-slate-100 text-slate-700',
  awaiting_approval: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  done: 'bg-blue-100 text-blue-900',
};

type RowChange =
  { kind: 'done' } | { kind: 'remove' } | { kind: 'edit'; patch: Omit<WorkItemPatch, 'version'> };

function WorkItemRow({
  vehicle,
  item,
  money,
  editable,
  assignees,
  busy,
  onChange,
}: {
  vehicle: Vehicle;
  item: WorkItem;
  money: MoneyFormat;
  editable: boolean;
  /** Who a manager may assign it to; null when the signed-in role may not assign. */
  assignees: { id: string; name: string }[] | null;
  busy: boolean;
  onChange: (change: RowChange) => void;
}) {
  const [editing, setEditing] = useState(false);
  const open = item.state === 'needs_estimate' || item.state === 'declined';
  if (editing) {
    return (
      <li>
        <WorkItemForm
          locale={money.locale}
          busy={busy}
          submitLabel="Save"
          initial={{
            description: item.description,
            category: item.category,
            parts: String(item.partsCents / 100),
            hours: item.labourHours ? String(item.labourHours) : '',
          }}
          onAdd={(patch) => {
            onChange({ kind: 'edit', patch });
            setEditing(false);
          }}
        />
      </li>
    );
  }
  return (
    <li className="grid gap-1 rounded bg-slate-50 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{item.description}</span>
        <span className="font-semibold tabular-nums">{formatMoney(item.totalCents, money)}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-slate-600">
        <span className={cn('rounded px-1.5 py-0.5 text-xs font-semibold', STATE_TONE[item.state])}>
          {WORK_ITEM_STATE_LABELS[item.state]}
        </span>
        <span>{WORK_CATEGORY_LABELS[item.category]}</span>
        {item.labourHours > 0 && <span>{formatLabourHours(item.labourHours * 100)}</span>}
        {item.decidedBy && (
          <span>
            by {item.decidedBy}
            {item.decisionNote ? ` · “${item.decisionNote}”` : ''}
          </span>
        )}
        <span className="ml-auto flex flex-wrap gap-1">
          {assignees && (
            <NativeSelect
              aria-label={`Assign ${item.description}`}
              className="h-7 max-w-40 py-0 text-xs"
              value={item.assigneeId ?? ''}
              onChange={(event) =>
                onChange({ kind: 'edit', patch: { assigneeId: event.target.value || null } })
              }
            >
              <option value="">Unassigned</option>
              {item.assigneeId && !assignees.some((a) => a.id === item.assigneeId) && (
                <option value={item.assigneeId}>Someone else</option>
              )}
              {assignees.map((assignee) => (
                <option key={assignee.id} value={assignee.id}>
                  {assignee.name}
                </option>
              ))}
            </NativeSelect>
          )}
          {editable && item.state === 'approved' && (
            <Button
              size="sm"
              variant="outline"
              className="h-7"
              onClick={() => onChange({ kind: 'done' })}
            >
              Mark done
            </Button>
          )}
          {editable && open && (
            <>
              <Button size="sm" variant="ghost" className="h-7" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="h-7"
                onClick={() => onChange({ kind: 'remove' })}
              >
                Remove
              </Button>
            </>
          )}
        </span>
      </div>
      {item.category === 'sublet' && <WorkItemSublet vehicle={vehicle} item={item} />}
    </li>
  );
}

/**
 * The record's work (issue #33): the items and their states, estimate against actual, adding
 * by hand or from a template, sending for approval, and a manager's decision.
 */
export function RecordWork({ vehicle }: { vehicle: Vehicle }) {
  const { role, config } = useVehicleWorkspace();
  const { readOnly } = useWriteAccess();
  const clock = useClock();
  const work = useVehicleWork(vehicle.id, vehicle.version);
  const templates = useJobTemplates();
  const { users } = useAssignees();
  const change = useChangeWork(vehicle.id);
  const [templateId, setTemplateId] = useState('');
  const money = config.work;
  const editable = can(role, 'vehicles.edit') && !readOnly;
  const approver = can(role, 'work.approve') && !readOnly;
  const items = work.data?.items ?? [];
  const request = work.data?.request ?? null;
  const toSend = items.filter((item) => item.state === 'needs_estimate');
  const assignees =
    can(role, 'tasks.assign') && !readOnly
      ? users.map((user) => ({ id: user.id, name: user.fullName || user.username }))
      : null;

  return (
    <section aria-labelledby="record-work-title" className="grid gap-3">
      <h3 id="record-work-title" className="text-sm font-semibold text-slate-500">
        Work
      </h3>
      <p className="text-sm">
        <ReconCost vehicle={vehicle} always />
      </p>
      {vehicle.awaitingApprovalSince !== null && (
        <p className="text-sm font-semibold text-amber-800">
          {approvalWaitText(vehicle.awaitingApprovalSince, clock.now())}
        </p>
      )}
      {items.length > 0 ? (
        <ul aria-label="Work items" className="grid gap-1.5">
          {items.map((item) => (
            <WorkItemRow
              key={item.id}
              vehicle={vehicle}
              item={item}
              money={money}
              editable={editable}
              assignees={assignees}
              busy={change.isPending}
              onChange={(row) =>
                change.mutate(
                  row.kind === 'remove'
                    ? { kind: 'remove', itemId: item.id }
                    : {
                        kind: 'update',
                        itemId: item.id,
                        patch: {
                          ...(row.kind === 'done' ? { state: 'done' as const } : row.patch),
                          version: item.version,
                        },
                      },
                )
              }
            />
          ))}
        </ul>
      ) : (
        work.isSuccess && <p className="text-sm text-slate-500">No work on this car yet.</p>
      )}
      {request && approver && (
        <RecordDecision
          request={request}
          items={items}
          money={money}
          busy={change.isPending}
          onDecide={(decision) =>
            change.mutate({ kind: 'decide', requestId: request.id, decision })
          }
        />
      )}
      {editable && (
        <>
          {toSend.length > 0 && (
            <Button
              className="justify-self-start"
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'send' })}
            >
              Send {toSend.length} for approval
            </Button>
          )}
          {(templates.data?.templates.length ?? 0) > 0 && (
            <div className="flex flex-wrap gap-2">
              <NativeSelect
                aria-label="Job template"
                value={templateId}
                onChange={(event) => setTemplateId(event.target.value)}
                className="max-w-64"
              >
                <option value="">Choose a job template…</option>
                {templates.data?.templates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </NativeSelect>
              <Button
                variant="outline"
                disabled={!templateId || change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'template', templateId },
                    { onSuccess: () => setTemplateId('') },
                  )
                }
              >
                Add from template
              </Button>
            </div>
          )}
          <WorkItemForm
            locale={money.locale}
            busy={change.isPending}
            onAdd={(item) => change.mutate({ kind: 'add', item })}
          />
        </>
      )}
    </section>
  );
}
