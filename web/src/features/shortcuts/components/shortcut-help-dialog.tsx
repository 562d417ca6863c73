import { KEYBOARD_SHORTCUTS, type ShortcutCategory } from '@domain/constants';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import {
  shortcutDescription,
  type ConfiguredWorkflows,
} from '@/features/shortcuts/model/workflow-shortcuts';

const CATEGORY_TITLES: Record<ShortcutCategory, string> = {
  general: 'General',
  navigation: 'Navigation',
  actions: 'Actions',
};

/** The keyboard shortcut help (spec 2.13): keys, description and category. */
export function ShortcutHelpDialog({
  open,
  onOpenChange,
  workflows,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workflows: ConfiguredWorkflows;
}) {
  const categories = Object.keys(CATEGORY_TITLES) as ShortcutCategory[];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Keyboard shortcuts"
        description="Shortcuts work anywhere except while you type in a field."
      >
        <div className="grid gap-4">
          {categories.map((category) => (
            <section key={category} aria-labelledby={`shortcuts-${category}`}>
              <h3
                id={`shortcuts-${category}`}
                className="mb-2 text-xs font-bold uppercase tracking-wide text-slate-500"
              >
                {CATEGORY_TITLES[category]}
              </h3>
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                {KEYBOARD_SHORTCUTS.filter((s) => s.category === category).map((shortcut) => {
                  const description = shortcutDescription(shortcut, workflows);
                  return description === null ? null : (
                    <li
                      key={shortcut.id}
                      className="flex items-center justify-between px-3 py-2 text-sm"
                    >
                      <span>{description}</span>
                      <span className="flex gap-1">
                        {shortcut.keys.map((key) => (
                          <kbd
                            key={key}
                            className="min-w-7 rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-center font-mono text-xs font-semibold shadow-[0_1px_0_rgba(0,0,0,0.15)]"
                          >
                            {key}
                          </kbd>
                        ))}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
