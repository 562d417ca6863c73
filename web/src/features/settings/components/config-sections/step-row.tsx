import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { ROLES, type Role } from '@domain/api/common';
import type { User } from '@domain/api/users';
import { STEP_LIMITS } from '@domain/api/workflows';
import type { StepDraft, StepThresholds, StepWorkflow } from '@domain/recon/steps';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import type { DraftStep } from '@/features/settings/model/step-drafts';
import { StepNumberInput } from './step-number-input';

const ROLE_TEXT: Record<Role, string> = { admin: 'Admin', manager: 'Manager', user: 'User' };

/** The three thresholds of a step with the spec's status names (spec 4.1), and the fourth. */
const THRESHOLDS = {
  'make-ready': {
    unit: 'min',
    max: STEP_LIMITS.makeReadyMinutesMax,
    fields: [
      ['newThreshold', 'New until'],
      ['workingThreshold', 'Working until'],
      ['warningThreshold', 'Wrap up until'],
    ],
    after: 'Past wrap up: overdue.',
  },
  service: {
    unit: 'days',
    max: STEP_LIMITS.serviceDaysMax,
    fields: [
      ['newThreshold', 'New until'],
      ['goodThreshold', 'Good until'],
      ['attentionThreshold', 'Attention until'],
    ],
    after: 'Past attention: critical.',
  },
} as const;

function thresholdOf(thresholds: StepThresholds, field: string): number | null {
  const value: unknown = Reflect.get(thresholds, field);
  return typeof value === 'number' ? value : null;
}

export interface StepRowProps {
  workflow: StepWorkflow;
  step: DraftStep;
  position: number;
  count: number;
  /** The configuration's timeline, where a step's own thresholds start from. */
  timeline: StepThresholds;
  users: readonly User[];
  onChange: (patch: Partial<StepDraft>) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One step of the steps editor: its fields, and buttons to move or remove it. */
export function StepRow(props: StepRowProps) {
  const { workflow, step, position, count, timeline, users, onChange } = props;
  const title = step.name.trim() || `step ${position + 1}`;
  const spec = THRESHOLDS[workflow];
  const thresholds = step.thresholds;
  const assigneeKnown = users.some((user) => user.id === step.defaultAssigneeId);
  return (
    <li>
      <fieldset className="grid min-w-0 gap-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">Step {position + 1}</legend>
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <FormField label="Name">
            <Input
              value={step.name}
              maxLength={STEP_LIMITS.nameMax}
              onChange={(event) => onChange({ name: event.target.value })}
            />
          </FormField>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={`Move ${title} up`}
              disabled={position === 0}
              onClick={() => props.onMove(-1)}
            >
              <ArrowUp className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Move ${title} down`}
              disabled={position === count - 1}
              onClick={() => props.onMove(1)}
            >
              <ArrowDown className="h-4 w-4" aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={`Remove ${title}`}
              disabled={count <= 1}
              onClick={props.onRemove}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        <ToggleSwitch
          label="Timed"
          description="An untimed step (such as Frontline) shows its age but never turns overdue."
          checked={step.timed}
          onCheckedChange={(timed) => onChange({ timed })}
        />
        {step.timed && (
          <ToggleSwitch
            label="Own thresholds"
            description="Off: the timeline above is its thresholds and labels."
            checked={thresholds !== null}
            onCheckedChange={(own) => onChange({ thresholds: own ? { ...timeline } : null })}
          />
        )}
        {step.timed && thresholds && (
          <div className="grid gap-3 sm:grid-cols-3">
            {spec.fields.map(([field, label]) => (
              <FormField key={field} label={`${label} (${spec.unit})`}>
                <StepNumberInput
                  min={0}
                  max={spec.max}
                  value={thresholdOf(thresholds, field)}
                  onChange={(value) =>
                    onChange({ thresholds: { ...thresholds, [field]: value ?? Number.NaN } })
                  }
                />
              </FormField>
            ))}
            <p className="text-xs text-slate-500 sm:col-span-3">{spec.after}</p>
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Owner role">
            <NativeSelect
              value={step.ownerRole ?? ''}
              onChange={(event) =>
                onChange({ ownerRole: ROLES.find((role) => role === event.target.value) ?? null })
              }
            >
              <option value="">No owner role</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_TEXT[role]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Default assignee">
            <NativeSelect
              value={step.defaultAssigneeId ?? ''}
              onChange={(event) => onChange({ defaultAssigneeId: event.target.value || null })}
            >
              <option value="">No default assignee</option>
              {step.defaultAssigneeId && !assigneeKnown && (
                <option value={step.defaultAssigneeId}>A user no longer listed</option>
              )}
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.fullName || user.username}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <ToggleSwitch
          label="Business hours only"
          description="Its clock counts only the opening hours below."
          checked={step.businessHours}
          onCheckedChange={(businessHours) => onChange({ businessHours })}
        />
        <ToggleSwitch
          label="Counts toward time to line"
          checked={step.countsTowardT2L}
          onCheckedChange={(countsTowardT2L) => onChange({ countsTowardT2L })}
        />
        <ToggleSwitch
          label="Vendor done moves the car on"
          description="When a vendor marks the car's last open job done, it moves to the next step."
          checked={step.moveOnVendorDone}
          onCheckedChange={(moveOnVendorDone) => onChange({ moveOnVendorDone })}
        />
        <FormField
          label="Soft limit (cars)"
          hint="At this many cars the step shows amber. Empty: none."
        >
          <StepNumberInput
            min={1}
            max={STEP_LIMITS.softLimitMax}
            value={step.softLimit}
            empty={null}
            onChange={(softLimit) => onChange({ softLimit })}
          />
        </FormField>
      </fieldset>
    </li>
  );
}
