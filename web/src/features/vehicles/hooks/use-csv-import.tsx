import { useState } from 'react';
import {
  INVALID_FILE_TYPE_DESCRIPTION,
  INVALID_FILE_TYPE_TITLE,
  importFailedToast,
  importSummaryToast,
  isCsvFile,
  parseVehicleCsv,
} from '@domain/csv-import';
import { decodeText } from '@domain/text-encoding';
import { formatRowError } from '@domain/vehicle/import-rows';
import { toast } from '@/lib/toast';
import { useImportVehicles } from '@/features/vehicles/api/import-vehicles';
import {
  doneProgress,
  parsedProgress,
  readingProgress,
  uploadProgress,
  type ImportProgress,
} from '@/features/vehicles/model/import-progress';

/** The file's text in whatever encoding it was saved (UTF-8, UTF-16, Windows-1252). */
async function readText(file: File): Promise<string> {
  const bytes =
    typeof file.arrayBuffer === 'function'
      ? new Uint8Array(await file.arrayBuffer())
      : await new Promise<Uint8Array>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
          reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
          reader.readAsArrayBuffer(file);
        });
  return decodeText(bytes).text;
}

/**
 * Spec 4.3 import flow: choose a file → import → progress 0–100 % → a result summary toast.
 * The progress is real (model/import-progress): read, uploaded by the upload's byte count, the
 * server's work, and 100 % when it answers, which stays shown with the summary.
 */
export function useCsvImport() {
  const importVehicles = useImportVehicles();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [importing, setImporting] = useState(false);

  const run = async (file: File) => {
    if (!isCsvFile(file)) {
      toast({
        title: INVALID_FILE_TYPE_TITLE,
        description: INVALID_FILE_TYPE_DESCRIPTION,
        variant: 'destructive',
      });
      return;
    }
    setProgress(readingProgress());
    setImporting(true);
    try {
      const text = await readText(file);
      const parsed = parseVehicleCsv(text);
      if (parsed.fileError) throw new Error(parsed.fileError);
      setProgress(parsedProgress());
      const result = await importVehicles.mutateAsync({
        body: { rows: parsed.rows, columns: parsed.columns },
        onUploadProgress: (sent, total) => setProgress(uploadProgress(sent, total)),
      });
      setProgress(doneProgress());
      const errors = [
        ...parsed.errors.map((e) => formatRowError(e.row, e.message)),
        ...result.errors,
      ];
      const summary = importSummaryToast({
        imported: result.imported,
        total: parsed.totalRows,
        errors,
        warnings: result.warnings,
      });
      toast({
        title: summary.title,
        description: <span className="whitespace-pre-line">{summary.description}</span>,
        variant: summary.destructive ? 'destructive' : 'default',
      });
    } catch (error) {
      setProgress(null);
      const failed = importFailedToast(error);
      toast({ title: failed.title, description: failed.description, variant: 'destructive' });
    } finally {
      setImporting(false);
    }
  };

  return { run, progress, importing };
}
