import { useId, useRef } from 'react';
import { Download, Upload } from 'lucide-react';
import {
  TEMPLATE_COLUMNS_SETTINGS,
  TEMPLATE_DOWNLOADED_DESCRIPTION,
  TEMPLATE_DOWNLOADED_TITLE,
  TEMPLATE_EXAMPLE_ROWS_SETTINGS,
  TEMPLATE_FILE_NAME,
  buildTemplateCsv,
} from '@domain/import-template';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { IMPORT_PHASE_LABELS } from '@/features/vehicles/model/import-progress';
import { downloadTextFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { useCsvImport } from '@/features/vehicles/hooks/use-csv-import';

export function downloadSettingsTemplate() {
  downloadTextFile(
    TEMPLATE_FILE_NAME,
    buildTemplateCsv(TEMPLATE_COLUMNS_SETTINGS, TEMPLATE_EXAMPLE_ROWS_SETTINGS),
  );
  toast({ title: TEMPLATE_DOWNLOADED_TITLE, description: TEMPLATE_DOWNLOADED_DESCRIPTION });
}

/** CSV import with progress, and the template download (spec 2.9, 4.3). */
export function ImportExportSection() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { run, progress, importing } = useCsvImport();
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Import vehicles from a CSV file
        </label>
        <p className="text-xs text-slate-600">
          Required columns: Stock Number, Year, Make, Model, Color. Existing stock numbers are
          updated.
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={importing}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => inputRef.current?.click()} disabled={importing}>
            <Upload className="h-4 w-4" aria-hidden />
            {importing ? 'Importing…' : 'Choose CSV file'}
          </Button>
          <Button variant="outline" onClick={downloadSettingsTemplate}>
            <Download className="h-4 w-4" aria-hidden />
            Download template
          </Button>
        </div>
      </div>
      {progress !== null && (
        <div className="grid gap-1" aria-live="polite">
          <ProgressBar value={progress.percent} label="Import progress" />
          <p className="text-xs text-slate-600">
            {IMPORT_PHASE_LABELS[progress.phase]} · {progress.percent}%
          </p>
        </div>
      )}
    </div>
  );
}
