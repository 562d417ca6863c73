import { useMemo } from 'react';
import { sampleValues } from '@domain/csv-import';
import type { ImportFieldKey } from '@domain/vehicle/fields';
import { STOCK_NUMBER_FROM_VIN_LABELS } from '@domain/vehicle/stock-from-vin';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { messageFromError } from '@/lib/error-message';
import { useImportDryRun } from '@/features/vehicles/api/import-dry-run';
import type { ImportReview } from '@/features/vehicles/hooks/use-csv-import';
import {
  FIELD_CHOICES,
  STOCK_FROM_VIN_CHOICES,
  dryRunSentence,
  mapColumn,
  reviewRequest,
  type ReviewChoice,
} from '@/features/vehicles/model/import-review';
import { ImportProblems } from './import-problems';

interface ImportReviewPanelProps {
  review: ImportReview;
  onRevise: (choice: ReviewChoice) => void;
  onConfirm: () => void;
  onCancel: () => void;
  importing: boolean;
}

/**
 * A chosen file before it is imported (issue #27 items 1 and 2): each column with sample values
 * and the field it goes to (or ignored, named), the stock number from the VIN when rows lack
 * one, and the dry run's "Will add …, update …" with every row's problems.
 */
export function ImportReviewPanel({
  review,
  onRevise,
  onConfirm,
  onCancel,
  importing,
}: ImportReviewPanelProps) {
  const { table, choice, fileName } = review;
  const { parsed, body } = useMemo(() => reviewRequest(table, choice), [table, choice]);
  const dryRun = useImportDryRun(fileName, parsed.fileError ? null : body);
  const ignored = parsed.unknownHeaders;
  const needsStockChoice = parsed.rowsWithoutStockNumber > 0;
  const result = dryRun.data;
  const canImport = !parsed.fileError && result !== undefined && result.imported > 0;

  return (
    <section aria-labelledby="import-review-title" className="grid gap-4 rounded-xl border border-slate-200 p-3 sm:p-4">
      <header className="grid gap-1">
        <h3 id="import-review-title" className="text-base font-semibold">
          Import {fileName}
        </h3>
        <p className="text-xs text-slate-600">
          {parsed.totalRows} {parsed.totalRows === 1 ? 'row' : 'rows'}, {table.headers.length}{' '}
          columns.{' '}
          {choice.remembered
            ? 'Columns mapped as last time for a file with these headers.'
            : 'Columns mapped by their headers; change any that are wrong.'}
        </p>
      </header>

      <ol aria-label="Columns" className="grid max-h-96 gap-2 overflow-y-auto pr-1">
        {table.headers.map((header, index) => {
          const label = header || `Column ${index + 1}`;
          const samples = sampleValues(table, index);
          return (
            <li
              key={index}
              className="grid gap-1 rounded-md bg-slate-50 p-2 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center sm:gap-3"
            >
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold" title={label}>
                  {label}
                </p>
                <p className="truncate text-xs text-slate-600" title={samples.join(', ')}>
                  {samples.length ? samples.join(' · ') : 'No values'}
                </p>
              </div>
              <NativeSelect
                aria-label={`Field for column ${label}`}
                value={choice.mapping[index] ?? 'ignore'}
                onChange={(event) =>
                  onRevise({
                    ...choice,
                    remembered: false,
                    mapping: mapColumn(
                      choice.mapping,
                      index,
                      event.target.value as ImportFieldKey | 'ignore',
                    ),
                  })
                }
              >
                <option value="ignore">Ignore</option>
                {FIELD_CHOICES.map((field) => (
                  <option key={field.key} value={field.key}>
                    {field.label}
                  </option>
                ))}
              </NativeSelect>
            </li>
          );
        })}
      </ol>

      <p className="text-sm" data-testid="import-ignored">
        {ignored.length === 0 ? (
          'Every column is imported.'
        ) : (
          <>
            <span className="font-semibold">
              {ignored.length} {ignored.length === 1 ? 'column' : 'columns'} will be ignored:
            </span>{' '}
            {ignored.join(', ')}
          </>
        )}
      </p>

      {needsStockChoice && (
        <fieldset className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          <legend className="px-1 text-sm font-semibold">Stock numbers from VINs</legend>
          <p className="text-xs text-slate-700">
            {parsed.rowsWithoutStockNumber}{' '}
            {parsed.rowsWithoutStockNumber === 1 ? 'row has' : 'rows have'} a VIN but no stock
            number. Use as their stock number:
          </p>
          {[null, ...STOCK_FROM_VIN_CHOICES].map((option) => (
            <label key={option ?? 'none'} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="stock-from-vin"
                checked={choice.stockNumberFromVin === option}
                onChange={() => onRevise({ ...choice, remembered: false, stockNumberFromVin: option })}
              />
              {option === null ? 'Nothing: leave those rows out' : STOCK_NUMBER_FROM_VIN_LABELS[option]}
            </label>
          ))}
        </fieldset>
      )}

      <div className="grid gap-2" aria-live="polite">
        {parsed.fileError ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {parsed.fileError}
          </p>
        ) : dryRun.error ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {messageFromError(dryRun.error, 'The file could not be checked.')}
          </p>
        ) : result === undefined ? (
          <Spinner label="Checking the file..." className="justify-start py-1" />
        ) : (
          <>
            <p className="text-sm font-semibold" data-testid="import-dry-run">
              {dryRunSentence(result, parsed.errors.length)}
              {dryRun.isFetching && ' …'}
            </p>
            <ImportProblems
              label="Problems found"
              problems={[
                ...parsed.errors.map((e) => ({ row: e.row, level: 'error' as const, message: e.message })),
                ...result.problems,
              ]}
            />
          </>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm} disabled={!canImport || importing || dryRun.isFetching}>
          {importing
            ? 'Importing…'
            : `Import ${result?.imported ?? ''} ${result?.imported === 1 ? 'vehicle' : 'vehicles'}`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
      </div>
    </section>
  );
}
