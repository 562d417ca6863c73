import { useState } from 'react';
import type { ImportResult } from '@domain/api/vehicles';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const SHOWN_AT_FIRST = 50;

const LEVEL_TEXT = { error: 'Not imported', warning: 'Warning', info: 'Note' } as const;

/**
 * Every problem of an import or its dry run, row by row (issue #27 item 4): the first 50, then
 * all of them on asking, in a box that scrolls.
 */
export function ImportProblems({
  problems,
  label,
}: {
  problems: ImportResult['problems'];
  label: string;
}) {
  const [all, setAll] = useState(false);
  if (problems.length === 0) return null;
  const shown = all ? problems : problems.slice(0, SHOWN_AT_FIRST);
  return (
    <div className="grid gap-2">
      <ol
        aria-label={label}
        tabIndex={0}
        className="grid max-h-72 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {shown.map((problem, index) => (
          <li key={`${problem.row}-${index}`} className="flex gap-2">
            <span className="w-14 shrink-0 tabular-nums text-slate-500">Row {problem.row}</span>
            <span
              className={cn(
                'w-24 shrink-0 font-semibold',
                problem.level === 'error' && 'text-red-700',
                problem.level === 'warning' && 'text-amber-800',
                problem.level === 'info' && 'text-slate-600',
              )}
            >
              {LEVEL_TEXT[problem.level]}
            </span>
            <span className="min-w-0 break-words">{problem.message}</span>
          </li>
        ))}
      </ol>
      {!all && problems.length > shown.length && (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAll(true)}>
          Show all {problems.length}
        </Button>
      )}
    </div>
  );
}
