import { useState } from 'react';
import { NO_VALID_VEHICLES_MESSAGE, type ImportResult } from '@domain/api/vehicles';
import {
  INVALID_FILE_TYPE_DESCRIPTION,
  INVALID_FILE_TYPE_TITLE,
  importFailedToast,
  importSummaryToast,
  isCsvFile,
  isXlsxFile,
  readCsvTable,
  type ImportTable,
} from '@domain/csv-import';
import { decodeText } from '@domain/text-encoding';
import { formatRowError } from '@domain/vehicle/import-rows';
import { toast } from '@/lib/toast';
import { useApiClient } from '@/lib/api-client';
import { useImportVehicles } from '@/features/vehicles/api/import-vehicles';
import { importMappingsQuery } from '@/features/vehicles/api/import-mappings';
import { useQueryClient } from '@tanstack/react-query';
import {
  doneProgress,
  parsedProgress,
  readingProgress,
  uploadProgress,
  type ImportProgress,
} from '@/features/vehicles/model/import-progress';
import { readXlsxTable } from '@/features/vehicles/model/xlsx-table';
import {
  initialChoice,
  rejectedRowsCsv,
  reviewRequest,
  type ReviewChoice,
} from '@/features/vehicles/model/import-review';

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

/** A file being reviewed: its table and how its columns are read. */
export interface ImportReview {
  fileName: string;
  table: ImportTable;
  choice: ReviewChoice;
}

/** What the import did, kept on screen with every problem and the rows that did not get in. */
export interface ImportOutcome {
  fileName: string;
  result: ImportResult;
  /** Rows the file itself breaks (an unclosed quote): skipped, and listed first. */
  parseProblems: ImportResult['problems'];
  rejectedCsv: string | null;
}

/**
 * The import flow (spec 4.3, extended by issue #27): choose a file (CSV, or an Excel .xlsx
 * workbook's first sheet) → its columns mapped, with
 * a dry run of what the import would do → import, with real progress 0–100 % → the spec's
 * summary toast, and the whole result (every problem, the rows not imported as a CSV) kept on
 * screen.
 */
export function useCsvImport() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const importVehicles = useImportVehicles();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [importing, setImporting] = useState(false);
  const [review, setReview] = useState<ImportReview | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const fail = (error: unknown) => {
    setProgress(null);
    const failed = importFailedToast(error);
    toast({ title: failed.title, description: failed.description, variant: 'destructive' });
  };

  /** Reads a chosen file and opens its review. */
  const choose = async (file: File) => {
    if (!isCsvFile(file) && !isXlsxFile(file)) {
      toast({
        title: INVALID_FILE_TYPE_TITLE,
        description: INVALID_FILE_TYPE_DESCRIPTION,
        variant: 'destructive',
      });
      return;
    }
    setOutcome(null);
    setProgress(readingProgress());
    try {
      const table = isXlsxFile(file)
        ? await readXlsxTable(file)
        : readCsvTable(await readText(file));
      // No rows is no file to review (spec 5); a column mapped wrong is, and the review says so.
      if (table.records.length === 0 && table.errors.length === 0) {
        throw new Error(NO_VALID_VEHICLES_MESSAGE);
      }
      // A remembered mapping that cannot be read is no reason to stop: the aliases map it.
      const remembered = await queryClient.fetchQuery(importMappingsQuery(client)).catch(() => []);
      setReview({ fileName: file.name, table, choice: initialChoice(table.headers, remembered) });
      setProgress(null);
    } catch (error) {
      fail(error);
    }
  };

  /** Imports the reviewed file as its choice reads it. */
  const confirm = async () => {
    if (!review) return;
    const { table, choice, fileName } = review;
    setImporting(true);
    try {
      const { parsed, body } = reviewRequest(table, choice);
      if (parsed.fileError) throw new Error(parsed.fileError);
      setProgress(parsedProgress());
      const result = await importVehicles.mutateAsync({
        body,
        onUploadProgress: (sent, total) => setProgress(uploadProgress(sent, total)),
      });
      setProgress(doneProgress());
      void queryClient.invalidateQueries({ queryKey: importMappingsQuery(client).queryKey });
      const summary = importSummaryToast({
        imported: result.imported,
        total: parsed.totalRows,
        errors: [...parsed.errors.map((e) => formatRowError(e.row, e.message)), ...result.errors],
        warnings: result.warnings,
      });
      toast({
        title: summary.title,
        description: <span className="whitespace-pre-line">{summary.description}</span>,
        variant: summary.destructive ? 'destructive' : 'default',
      });
      setReview(null);
      setOutcome({
        fileName,
        result,
        parseProblems: parsed.errors.map((e) => ({ ...e, level: 'error' as const })),
        rejectedCsv: rejectedRowsCsv(table, result, parsed.errors),
      });
    } catch (error) {
      fail(error);
    } finally {
      setImporting(false);
    }
  };

  return {
    choose,
    confirm,
    review,
    /** Changes how the reviewed file is read (a column's field, the stock number choice). */
    revise: (choice: ReviewChoice) => setReview((r) => (r ? { ...r, choice } : r)),
    cancel: () => setReview(null),
    outcome,
    dismissOutcome: () => setOutcome(null),
    progress,
    importing,
  };
}
