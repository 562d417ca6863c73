import type { ReactNode } from 'react';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import { ConfigNumberField } from '../config-number-field';
import { ConfigTextField } from '../config-text-field';
import type { StepDrafts } from '@/features/settings/hooks/use-step-drafts';
import { BusinessHoursSection } from './business-hours-section';
import { ScoreboardSection } from './scoreboard-section';
import type { ConfigSectionProps } from './section-props';
import { StepsEditor } from './steps-editor';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Thresholds (spec 5 ranges via clampConfigInput), labels, names and enable toggles; each
 * workflow's recon steps and the business hours (issue #26 items 1 and 4); the scoreboard's
 * target and holding cost (issue #30).
 */
export function WorkflowSection({
  draft,
  edit,
  steps,
  readOnly,
}: ConfigSectionProps & { steps: StepDrafts; readOnly: boolean }) {
  const mr = draft.workflows.makeReady;
  const sv = draft.workflows.service;
  const { labels: _mrLabels, ...mrTimeline } = mr.timeline;
  const { labels: _svLabels, ...svTimeline } = sv.timeline;
  return (
    <div className="grid gap-4">
      <Card title="Make Ready">
        <ToggleSwitch
          label="Make Ready enabled"
          checked={mr.enabled}
          onCheckedChange={(value) => edit((c) => void (c.workflows.makeReady.enabled = value))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ConfigTextField
            label="Make Ready display name"
            value={mr.displayName}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.displayName = v))}
          />
          <ConfigTextField
            label="Salesperson label"
            value={mr.salespersonLabel}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.salespersonLabel = v))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <ConfigNumberField
            field="makeReadyNew"
            label="New until"
            unit="min"
            value={mr.timeline.newThreshold}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.timeline.newThreshold = v))}
          />
          <ConfigNumberField
            field="makeReadyWorking"
            label="Working until"
            unit="min"
            value={mr.timeline.workingThreshold}
            onChange={(v) =>
              edit((c) => void (c.workflows.makeReady.timeline.workingThreshold = v))
            }
          />
          <ConfigNumberField
            field="makeReadyWarning"
            label="Wrap up until"
            unit="min"
            value={mr.timeline.warningThreshold}
            onChange={(v) =>
              edit((c) => void (c.workflows.makeReady.timeline.warningThreshold = v))
            }
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          <ConfigTextField
            label="New label"
            maxLength={20}
            value={mr.timeline.labels.new}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.timeline.labels.new = v))}
          />
          <ConfigTextField
            label="Working label"
            maxLength={20}
            value={mr.timeline.labels.working}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.timeline.labels.working = v))}
          />
          <ConfigTextField
            label="Warning label"
            maxLength={20}
            value={mr.timeline.labels.warning}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.timeline.labels.warning = v))}
          />
          <ConfigTextField
            label="Overdue label"
            maxLength={20}
            value={mr.timeline.labels.overdue}
            onChange={(v) => edit((c) => void (c.workflows.makeReady.timeline.labels.overdue = v))}
          />
        </div>
        <StepsEditor
          workflow="make-ready"
          steps={steps}
          timeline={mrTimeline}
          readOnly={readOnly}
        />
      </Card>
      <Card title="Service">
        <ToggleSwitch
          label="Service enabled"
          checked={sv.enabled}
          onCheckedChange={(value) => edit((c) => void (c.workflows.service.enabled = value))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ConfigTextField
            label="Service display name"
            value={sv.displayName}
            onChange={(v) => edit((c) => void (c.workflows.service.displayName = v))}
          />
          <ConfigTextField
            label="Location label"
            value={sv.locationLabel}
            onChange={(v) => edit((c) => void (c.workflows.service.locationLabel = v))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <ConfigNumberField
            field="serviceNew"
            label="New until"
            unit="days"
            value={sv.timeline.newThreshold}
            onChange={(v) => edit((c) => void (c.workflows.service.timeline.newThreshold = v))}
          />
          <ConfigNumberField
            field="serviceGood"
            label="Good until"
            unit="days"
            value={sv.timeline.goodThreshold}
            onChange={(v) => edit((c) => void (c.workflows.service.timeline.goodThreshold = v))}
          />
          <ConfigNumberField
            field="serviceAttention"
            label="Attention until"
            unit="days"
            value={sv.timeline.attentionThreshold}
            onChange={(v) =>
              edit((c) => void (c.workflows.service.timeline.attentionThreshold = v))
            }
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          <ConfigTextField
            label="New label"
            maxLength={20}
            value={sv.timeline.labels.new}
            onChange={(v) => edit((c) => void (c.workflows.service.timeline.labels.new = v))}
          />
          <ConfigTextField
            label="Good label"
            maxLength={20}
            value={sv.timeline.labels.good}
            onChange={(v) => edit((c) => void (c.workflows.service.timeline.labels.good = v))}
          />
          <ConfigTextField
            label="Attention label"
            maxLength={20}
            value={sv.timeline.labels.attention}
            onChange={(v) => edit((c) => void (c.workflows.service.timeline.labels.attention = v))}
          />
          <ConfigTextField
            label="Critical label"
            maxLength={20}
            value={sv.timeline.labels.critical}
            onChange={(v) => edit((c) => void (c.workflows.service.timeline.labels.critical = v))}
          />
        </div>
        <StepsEditor workflow="service" steps={steps} timeline={svTimeline} readOnly={readOnly} />
      </Card>
      <BusinessHoursSection draft={draft} edit={edit} readOnly={readOnly} />
      <ScoreboardSection draft={draft} edit={edit} readOnly={readOnly} />
    </div>
  );
}
