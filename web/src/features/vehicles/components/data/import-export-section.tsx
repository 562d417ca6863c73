import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileDown, Upload } from 'lucide-react';
import { exportCapabilityOn } from '@domain/dealership-config';
import { can } from '@domain/permissions';
import { inventoryCsv } from '@domain/vehicle/inventory-csv';
import { XLSX_TYPE } from '@domain/csv-import';
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
import { useApiClient } from '@/lib/api-client';
import { useClock } from '@/lib/clock';
import { downloadTextFile } from '@/lib/download';
import { messageFromError } from '@/lib/error-message';
import { vehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import { useVehicleWorkspace } from '@/features/vehicles/hooks/vehicle-workspace';
import { inventoryCsvFileName } from '@/features/vehicles/model/management-table';
import { toast } from '@/lib/toast';
import { useCsvImport } from '@/features/vehicles/hooks/use-csv-import';
import { useWriteAccess } from '@/lib/write-access';
import { ImportOutcomePanel } from './import-outcome-panel';
import { ImportReviewPanel } from './import-review-panel';

export function downloadSettingsTemplate() {
  downloadTextFile(
    TEMPLATE_FILE_NAME,
    buildTemplateCsv(TEMPLATE_COLUMNS_SETTINGS, TEMPLATE_EXAMPLE_ROWS_SETTINGS),
  );
  toast({ title: TEMPLATE_DOWNLOADED_TITLE, description: TEMPLATE_DOWNLOADED_DESCRIPTION });
}

/** CSV import with progress, the template download and the inventory export (spec 2.9, 4.3). */
export function ImportExportSection() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const csvImport = useCsvImport();
  const { progress, importing, review, outcome } = csvImport;
  const { config, role } = useVehicleWorkspace();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const clock = useClock();
  const [exporting, setExporting] = useState(false);
  // Read-only (0031): the export stays, the import waits for a plan.
  const { readOnly, reason } = useWriteAccess();
  const canExport = exportCapabilityOn(config) && can(role, 'vehicles.export');

  // The whole lot, sold vehicles included, as Inventory management exports it (issue #16.10).
  const exportInventory = async () => {
    setExporting(true);
    try {
      const vehicles = await queryClient.fetchQuery(vehiclesQueryOptions(client));
      downloadTextFile(inventoryCsvFileName(clock.now()), inventoryCsv(vehicles));
      toast({
        title: 'Inventory exported',
        description: `${vehicles.length} ${vehicles.length === 1 ? 'vehicle' : 'vehicles'} saved as CSV.`,
      });
    } catch (error) {
      toast({
        title: 'Could not export inventory',
        description: messageFromError(error, 'Nothing was saved. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Import vehicles from a CSV file
        </label>
        <p className="text-xs text-slate-600">
          A CSV file or an Excel workbook (.xlsx). Required columns: Stock Number (or VIN), Year,
          Make, Model, Color. Existing stock numbers are updated.
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={`.csv,text/csv,.xlsx,${XLSX_TYPE}`}
          className="sr-only"
          disabled={importing || review !== null || readOnly}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void csvImport.choose(file);
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => inputRef.current?.click()}
            disabled={importing || review !== null || readOnly}
            title={reason ?? undefined}
          >
            <Upload className="h-4 w-4" aria-hidden />
            {importing ? 'Importing…' : 'Choose CSV file'}
          </Button>
          <Button variant="outline" onClick={downloadSettingsTemplate}>
            <Download className="h-4 w-4" aria-hidden />
            Download template
          </Button>
        </div>
        {readOnly && reason && <p className="text-xs text-amber-800">{reason}</p>}
      </div>
      {review !== null && (
        <ImportReviewPanel
          review={review}
          onRevise={csvImport.revise}
          onConfirm={() => void csvImport.confirm()}
          onCancel={csvImport.cancel}
          importing={importing}
        />
      )}
      {canExport && (
        <div className="grid gap-2 border-t border-slate-200 pt-4">
          <p className="text-sm font-medium">Export the inventory</p>
          <p className="text-xs text-slate-600">
            Every vehicle, sold ones included, in the columns the import reads back.
          </p>
          <div>
            <Button variant="outline" onClick={() => void exportInventory()} disabled={exporting}>
              <FileDown className="h-4 w-4" aria-hidden />
              {exporting ? 'Exporting…' : 'Export inventory CSV'}
            </Button>
          </div>
        </div>
      )}
      {progress !== null && (
        <div className="grid gap-1" aria-live="polite">
          <ProgressBar value={progress.percent} label="Import progress" />
          <p className="text-xs text-slate-600">
            {IMPORT_PHASE_LABELS[progress.phase]} · {progress.percent}%
          </p>
        </div>
      )}
      {outcome !== null && (
        <ImportOutcomePanel outcome={outcome} onDismiss={csvImport.dismissOutcome} />
      )}
    </div>
  );
}
