import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadTextFile } from '@/lib/download';
import type { ImportOutcome } from '@/features/vehicles/hooks/use-csv-import';
import { importedSentence } from '@/features/vehicles/model/import-review';
import { ImportProblems } from './import-problems';

/** A file name for the rows not imported: "dealer-export-not-imported.csv". */
function rejectedFileName(fileName: string): string {
  return `${fileName.replace(/\.[^.]+$/, '') || 'import'}-not-imported.csv`;
}

/**
 * What an import did, kept on screen (issue #27 item 4): the counts, every error and warning
 * by row, and the rows that did not get in as a CSV with the reason in a column.
 */
export function ImportOutcomePanel({
  outcome,
  onDismiss,
}: {
  outcome: ImportOutcome;
  onDismiss: () => void;
}) {
  const { result, rejectedCsv, fileName, parseProblems } = outcome;
  return (
    <section aria-labelledby="import-outcome-title" className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <h3 id="import-outcome-title" className="text-base font-semibold">
        Imported {fileName}
      </h3>
      <p className="text-sm font-semibold" data-testid="import-outcome">
        {importedSentence(result, parseProblems.length)}
      </p>
      <ImportProblems
        label="Import problems"
        problems={[...parseProblems, ...result.problems]}
      />
      <div className="flex flex-wrap gap-2">
        {rejectedCsv !== null && (
          <Button
            variant="outline"
            onClick={() => downloadTextFile(rejectedFileName(fileName), rejectedCsv)}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download rows not imported
          </Button>
        )}
        <Button variant="ghost" onClick={onDismiss}>
          Done
        </Button>
      </div>
    </section>
  );
}
