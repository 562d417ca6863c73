import type { FeedRun } from '@domain/api/feeds';
import { FEED_MISSING_RUNS_TO_ARCHIVE } from '@domain/feeds/rules';

/** What a run's state means to an admin. */
export const RUN_STATE_LABELS: Readonly<Record<FeedRun['state'], string>> = {
  applied: 'Applied',
  held: 'Held',
  discarded: 'Discarded',
  failed: 'Failed',
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** "12 rows: 3 added, 1 updated, 8 unchanged, 1 missing", the zero counts left out. */
export function runCountsText(run: FeedRun): string {
  const parts = [
    run.added > 0 && `${run.added} added`,
    run.updated > 0 && `${run.updated} updated`,
    run.unchanged > 0 && `${run.unchanged} unchanged`,
    run.missing > 0 && `${run.missing} missing`,
    run.archived > 0 && `${run.archived} archived`,
  ].filter((part) => part !== false);
  const rows = plural(run.rows, 'row');
  return parts.length > 0 ? `${rows}: ${parts.join(', ')}` : rows;
}

/**
 * Why a held run waits for an admin and what each answer does. The short-feed guard's own
 * sentence is the run's first error.
 */
export function heldExplanation(run: FeedRun, graceDays: number): string {
  const changes = [
    `add ${plural(run.added, 'vehicle')}`,
    `update ${run.updated}`,
    `mark ${run.missing} missing`,
  ].join(', ');
  return (
    `Nothing has changed yet. Applying it would ${changes}; a missing vehicle is archived ` +
    `(marked sold) only after ${plural(graceDays, 'day')} and ${FEED_MISSING_RUNS_TO_ARCHIVE} runs without it. ` +
    'Apply it if the lot really is this small; discard it if the file came in cut short, ' +
    'and the next run reads the feed again.'
  );
}

/** The answer to "Run now", in a sentence. */
export function runResultText(run: FeedRun): string {
  if (run.state === 'failed') return `The run failed: ${run.errors[0] ?? 'no reason given'}`;
  if (run.state === 'held') {
    // The guard's reason starts "Held: "; the sentence says it already.
    const reason = (run.errors[0] ?? 'shorter than usual').replace(/^Held: /, '');
    return `The run was held and changed nothing: ${reason}. Apply or discard it below.`;
  }
  return `The run was applied. ${runCountsText(run)}.`;
}
