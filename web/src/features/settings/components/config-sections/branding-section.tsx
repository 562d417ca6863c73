import { ColorField } from '../color-field';
import { ConfigTextField } from '../config-text-field';
import type { ConfigSectionProps } from './section-props';

export function BrandingSection({
  draft,
  edit,
  tenantName,
}: ConfigSectionProps & { tenantName: string }) {
  return (
    <div className="grid gap-4">
      <ConfigTextField
        label="Dealership name"
        value={draft.name}
        maxLength={100}
        placeholder={tenantName}
        hint="Shown in the header. Leave empty to use your account's dealership name."
        onChange={(value) => edit((c) => void (c.name = value))}
      />
      <ColorField
        label="Brand color"
        value={draft.theme.primaryColor}
        hint="Hex only, such as #DC2626. Used for buttons, links and highlights."
        onChange={(value) => edit((c) => void (c.theme.primaryColor = value))}
      />
      <div
        aria-hidden
        className="flex items-center gap-3 rounded-lg border p-3"
        style={{ background: draft.theme.headerBackground, color: draft.theme.headerTextColor }}
      >
        <span className="h-8 w-8 rounded-md" style={{ background: draft.theme.primaryColor }} />
        <span className="font-bold">{draft.name || tenantName}</span>
        <span
          className="ml-auto rounded-md px-3 py-1 text-sm text-white"
          style={{ background: draft.theme.primaryColor }}
        >
          Preview
        </span>
      </div>
    </div>
  );
}
