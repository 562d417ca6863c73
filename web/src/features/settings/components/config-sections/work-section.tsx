import { useState } from 'react';
import { APPROVAL_REASON_TEXT } from '@domain/work/approval';
import { formatMoney, parseMoney } from '@domain/work/money';
import { workSettingsSchema, type WorkSettings } from '@domain/work/settings';
import { WORK_CATEGORIES, WORK_CATEGORY_LABELS } from '@domain/work/work-items';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useActiveUsers } from '@/features/settings/api/get-users';
import { JobTemplatesEditor } from './job-templates-editor';
import type { ConfigSectionProps } from './section-props';

/**
 * The dealership's money and approval rules (issue #33): currency and locale, the labour rate,
 * the auto-approve limit, categories that always ask, who approves, and when the fallback is
 * asked. Saved with the configuration; each problem names its field.
 */
export function WorkSection({ draft, edit, readOnly }: ConfigSectionProps & { readOnly: boolean }) {
  const work = draft.work;
  const users = useActiveUsers();
  const approvers = users.filter((user) => user.role !== 'user');
  const [typed, setTyped] = useState<{ rate?: string; limit?: string }>({});
  const checked = workSettingsSchema.safeParse(work);
  const problemAt = (field: string) =>
    checked.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const money = (field: 'labourRateCents' | 'autoApproveLimitCents', key: 'rate' | 'limit') => ({
    value: typed[key] ?? formatMoney(work[field], work),
    onChange: (event: { target: { value: string } }) => {
      const text = event.target.value;
      setTyped((t) => ({ ...t, [key]: text }));
      const parsed = parseMoney(text, work.locale);
      edit((c) => void (c.work[field] = 'cents' in parsed ? parsed.cents : Number.NaN));
    },
    onBlur: () => setTyped((t) => ({ ...t, [key]: undefined })),
  });

  const approverProps = { work, approvers, edit, problemAt };

  return (
    <div className="grid gap-4">
      <fieldset
        disabled={readOnly}
        className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4"
      >
        <legend className="px-1 text-sm font-semibold">Money and approvals</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Currency"
            hint="A code such as USD, CAD, EUR"
            error={problemAt('currency')}
          >
            <Input
              className="w-28"
              value={work.currency}
              onChange={(e) => edit((c) => void (c.work.currency = e.target.value.toUpperCase()))}
            />
          </FormField>
          <FormField
            label="Money written as"
            hint="A locale such as en-US, en-CA, de-DE"
            error={problemAt('locale')}
          >
            <Input
              className="w-28"
              value={work.locale}
              onChange={(e) => edit((c) => void (c.work.locale = e.target.value))}
            />
          </FormField>
          <FormField label="Labour rate per hour" error={problemAt('labourRateCents')}>
            <Input className="w-36" inputMode="decimal" {...money('labourRateCents', 'rate')} />
          </FormField>
          <FormField
            label="Auto-approve up to (per car)"
            hint="Work within this needs no one's approval; default $500"
            error={problemAt('autoApproveLimitCents')}
          >
            <Input
              className="w-36"
              inputMode="decimal"
              {...money('autoApproveLimitCents', 'limit')}
            />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">
            Always ask for ({APPROVAL_REASON_TEXT.category})
          </legend>
          <div className="flex flex-wrap gap-3">
            {WORK_CATEGORIES.map((category) => (
              <label key={category} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  checked={work.alwaysNeedApproval.includes(category)}
                  onChange={(event) =>
                    edit((c) => {
                      const others = c.work.alwaysNeedApproval.filter((x) => x !== category);
                      c.work.alwaysNeedApproval = event.target.checked
                        ? [...others, category]
                        : others;
                    })
                  }
                />
                {WORK_CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <ApproverField
            label="Approver"
            hint="Nobody named: every manager and admin"
            none="Every manager and admin"
            field="approverId"
            {...approverProps}
          />
          <FormField
            label="Approver's mobile for texts"
            hint="+15550100199; sent when SMS is set up"
            error={problemAt('approverPhone')}
          >
            <Input
              inputMode="tel"
              value={work.approverPhone ?? ''}
              onChange={(e) =>
                edit((c) => void (c.work.approverPhone = e.target.value.trim() || null))
              }
            />
          </FormField>
          <ApproverField
            label="Fallback approver"
            hint="Asked when nobody answered in time"
            none="Nobody"
            field="fallbackApproverId"
            {...approverProps}
          />
          <FormField
            label="Ask the fallback after (business minutes)"
            hint="Default 60"
            error={problemAt('escalateAfterMinutes')}
          >
            <Input
              type="number"
              className="w-28"
              min={5}
              max={2400}
              value={
                Number.isNaN(work.escalateAfterMinutes) ? '' : String(work.escalateAfterMinutes)
              }
              onChange={(e) =>
                edit(
                  (c) =>
                    void (c.work.escalateAfterMinutes =
                      e.target.value === '' ? Number.NaN : Number(e.target.value)),
                )
              }
            />
          </FormField>
        </div>
      </fieldset>
      <JobTemplatesEditor readOnly={readOnly} money={work} />
    </div>
  );
}

/** The approver or the fallback: a manager or admin, or nobody named (`none` says what then). */
function ApproverField({
  label,
  hint,
  none,
  field,
  work,
  approvers,
  edit,
  problemAt,
}: {
  label: string;
  hint: string;
  none: string;
  field: 'approverId' | 'fallbackApproverId';
  work: WorkSettings;
  approvers: readonly { id: string; fullName: string; username: string }[];
  edit: ConfigSectionProps['edit'];
  problemAt: (field: string) => string | undefined;
}) {
  return (
    <FormField label={label} hint={hint} error={problemAt(field)}>
      <NativeSelect
        value={work[field] ?? ''}
        onChange={(e) => edit((c) => void (c.work[field] = e.target.value || null))}
      >
        <option value="">{none}</option>
        {approvers.map((user) => (
          <option key={user.id} value={user.id}>
            {user.fullName || user.username}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
