import { useState, type FormEvent } from 'react';
import { Rocket } from 'lucide-react';
import {
  SETTINGS_ERROR_DESCRIPTION,
  SETTINGS_ERROR_TITLE,
  SETTINGS_SAVED_DESCRIPTION,
  SETTINGS_SAVED_TITLE,
} from '@domain/api/config';
import {
  applyPreset,
  dealershipConfigSchema,
  defaultDealershipConfig,
  type DealershipConfig,
} from '@domain/dealership-config';
import { Button } from '@/components/ui/button';
import { SectionTab, SectionTabs } from '@/components/ui/section-tabs';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { SAVE_SHORTCUT_ATTRIBUTE } from '@/lib/app-events';
import { toast } from '@/lib/toast';
import { useSaveConfig } from '@/features/settings/api/put-config';
import { useStepDrafts } from '@/features/settings/hooks/use-step-drafts';
import { AlertsSection } from './config-sections/alerts-section';
import { BrandingSection } from './config-sections/branding-section';
import { FeatureTogglesSection } from './config-sections/feature-toggles-section';
import { GeneralSection } from './config-sections/general-section';
import { InventoryDisplaySection } from './config-sections/inventory-display-section';
import { WorkflowSection } from './config-sections/workflow-section';
import { WorkSection } from './config-sections/work-section';

export interface DealershipConfigDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: DealershipConfig;
  tenantName: string;
  canSave: boolean;
  /** Alert rules and the on-call rota are managers' (issue #32); without it, as canSave. */
  canManageAlerts?: boolean;
  onLaunchSetupWizard: () => void;
}

const SECTIONS = [
  ['branding', 'Branding'],
  ['general', 'General Settings'],
  ['inventory', 'Inventory Display'],
  ['workflow', 'Workflow Configuration'],
  ['work', 'Work and Approvals'],
  ['alerts', 'Alerts and On Call'],
  ['help', 'Help & Getting Started'],
  ['features', 'Feature Toggles'],
] as const;

/** The Dealership Configuration dialog of spec 2.10. */
export function DealershipConfigDialog(props: DealershipConfigDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title="Dealership Configuration"
        description="Branding, boards and workflows for everyone at this dealership."
        className="max-w-4xl"
      >
        {props.open && <ConfigForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function ConfigForm({
  config,
  tenantName,
  canSave,
  canManageAlerts = canSave,
  onOpenChange,
  onLaunchSetupWizard,
}: DealershipConfigDialogProps) {
  const [draft, setDraft] = useState<DealershipConfig>(() => structuredClone(config));
  const [issues, setIssues] = useState<string[]>([]);
  const save = useSaveConfig();
  const steps = useStepDrafts({
    'make-ready': draft.workflows.makeReady.displayName,
    service: draft.workflows.service.displayName,
  });
  const [savingSteps, setSavingSteps] = useState(false);
  const saving = savingSteps || save.isPending;
  const edit = (change: (c: DealershipConfig) => void) =>
    setDraft((previous) => {
      const next = structuredClone(previous);
      change(next);
      return next;
    });

  // The steps save first, each changed workflow through its own PUT: a refusal (a stale list,
  // cars with nowhere to go) stops before the configuration, and saving again retries it.
  const submit = async () => {
    const parsed = dealershipConfigSchema.safeParse(draft);
    const problems = [
      ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)),
      ...steps.problems(),
    ];
    if (!parsed.success || problems.length > 0) {
      setIssues([...new Set(problems)]);
      return;
    }
    setIssues([]);
    setSavingSteps(true);
    const refused = await steps.save().finally(() => setSavingSteps(false));
    if (refused.length > 0) {
      setIssues(refused);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: SETTINGS_SAVED_TITLE, description: SETTINGS_SAVED_DESCRIPTION });
        onOpenChange(false);
      },
      onError: () =>
        toast({
          title: SETTINGS_ERROR_TITLE,
          description: SETTINGS_ERROR_DESCRIPTION,
          variant: 'destructive',
        }),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        // The answer shows as toasts and issues; nothing else waits for the save.
        void submit();
      }}
      {...{ [SAVE_SHORTCUT_ATTRIBUTE]: '' }}
      className="grid gap-4"
    >
      <SectionTabs
        sections={SECTIONS}
        defaultValue="branding"
        label="Configuration sections"
        sideBySideFrom="md"
        contentClassName="min-h-96"
      >
        <SectionTab value="branding">
          <BrandingSection draft={draft} edit={edit} tenantName={tenantName} />
        </SectionTab>
        <SectionTab value="general">
          <GeneralSection
            draft={draft}
            edit={edit}
            onPreset={(id) => setDraft((c) => applyPreset(c, id))}
          />
        </SectionTab>
        <SectionTab value="inventory">
          <InventoryDisplaySection draft={draft} edit={edit} />
        </SectionTab>
        <SectionTab value="workflow">
          <WorkflowSection draft={draft} edit={edit} steps={steps} readOnly={!canSave} />
        </SectionTab>
        <SectionTab value="work">
          <WorkSection draft={draft} edit={edit} readOnly={!canSave} />
        </SectionTab>
        <SectionTab value="alerts">
          <AlertsSection
            workflowNames={{
              'make-ready': draft.workflows.makeReady.displayName,
              service: draft.workflows.service.displayName,
            }}
            readOnly={!canManageAlerts}
          />
        </SectionTab>
        <SectionTab value="help" className="grid gap-3">
          <p className="text-sm text-slate-700">
            New here, or setting up for a new team? The setup wizard walks you through importing
            vehicles or loading sample data.
          </p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              onOpenChange(false);
              onLaunchSetupWizard();
            }}
          >
            <Rocket className="h-4 w-4" aria-hidden />
            Launch setup wizard
          </Button>
        </SectionTab>
        <SectionTab value="features">
          <FeatureTogglesSection draft={draft} edit={edit} />
        </SectionTab>
      </SectionTabs>
      {issues.length > 0 && (
        <ul
          role="alert"
          className="grid gap-1 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
      {!canSave && (
        <p className="text-sm text-slate-600">
          Only admins can change the dealership configuration.
        </p>
      )}
      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row">
        <Button variant="ghost" onClick={() => setDraft(defaultDealershipConfig())}>
          Reset to Default
        </Button>
        <div className="flex-1" />
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave || saving}>
          {saving ? 'Saving…' : 'Save & Apply'}
        </Button>
      </div>
    </form>
  );
}
