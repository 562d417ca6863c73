import type { KeyboardShortcut } from '@domain/constants';
import { DEFAULT_DEALERSHIP_CONFIG, type DealershipConfig } from '@domain/dealership-config';

export type ConfiguredWorkflows = DealershipConfig['workflows'];

/** The workflow a shortcut goes to, if it goes to one. */
function workflowOf(id: KeyboardShortcut['id'], workflows: ConfiguredWorkflows) {
  if (id === 'make-ready') return { now: workflows.makeReady, key: 'makeReady' as const };
  if (id === 'service') return { now: workflows.service, key: 'service' as const };
  return null;
}

/**
 * A shortcut's description as the help shows it: a renamed workflow's shortcut says its
 * configured name (spec 9: displayName), the default keeps spec 2.13's words; a turned-off
 * workflow's shortcut is not offered (null).
 */
export function shortcutDescription(
  shortcut: KeyboardShortcut,
  workflows: ConfiguredWorkflows,
): string | null {
  const workflow = workflowOf(shortcut.id, workflows);
  if (!workflow) return shortcut.description;
  if (!workflow.now.enabled) return null;
  const defaultName = DEFAULT_DEALERSHIP_CONFIG.workflows[workflow.key].displayName;
  return workflow.now.displayName === defaultName ? shortcut.description : workflow.now.displayName;
}
