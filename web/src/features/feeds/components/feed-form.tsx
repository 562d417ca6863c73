import { useState, type FormEvent } from 'react';
import type { Feed } from '@domain/api/feeds';
import { feedIntervalText } from '@domain/feeds/rules';
import {
  STOCK_NUMBER_FROM_VIN,
  STOCK_NUMBER_FROM_VIN_LABELS,
} from '@domain/vehicle/stock-from-vin';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { describeFailure } from '@/lib/error-message';
import { useCreateFeed } from '../api/create-feed';
import { useUpdateFeed } from '../api/update-feed';
import { FIELD_CHOICES } from '../model/feed-mapping';
import {
  NEW_FEED_FORM,
  createBodyOf,
  feedFormProblems,
  formFieldOf,
  formOfFeed,
  ignoredColumns,
  intervalChoices,
  needsStockFromVin,
  updateBodyOf,
  withHeaderLine,
  type FeedFormProblems,
  type FeedFormValues,
} from '../model/feed-form';

/** The saving of the form: a new feed, or a change of `feed`. */
function useSaveFeed(feed: Feed | undefined) {
  const create = useCreateFeed();
  const update = useUpdateFeed();
  const save = (values: FeedFormValues, onSuccess: () => void) =>
    feed
      ? update.mutate({ id: feed.id, body: updateBodyOf(values) }, { onSuccess })
      : create.mutate(createBodyOf(values), { onSuccess });
  const current = feed ? update : create;
  return { save, isPending: current.isPending, error: current.error };
}

/** The column mapping: each column of the header line to a field, the ignored ones named. */
function MappingFields({
  values,
  onChange,
}: {
  values: FeedFormValues;
  onChange: (values: FeedFormValues) => void;
}) {
  const { mapping } = values;
  if (mapping.headers.length === 0) return null;
  const ignored = ignoredColumns(mapping);
  return (
    <div className="grid gap-3">
      <ul
        className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label="Column mapping"
      >
        {mapping.headers.map((header, index) => (
          <li key={`${header}-${index}`}>
            <FormField label={`Column "${header}"`}>
              <NativeSelect
                value={mapping.fields[index] ?? 'ignore'}
                onChange={(event) => {
                  const choice = FIELD_CHOICES.find((c) => c.value === event.target.value);
                  const fields = [...mapping.fields];
                  fields[index] = choice?.value ?? 'ignore';
                  onChange({ ...values, mapping: { ...mapping, fields } });
                }}
              >
                {FIELD_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">
        {ignored.length === 0
          ? 'Every column is read.'
          : `Not read (set to Ignore): ${ignored.join(', ')}.`}
      </p>
      {needsStockFromVin(values) && (
        <FormField
          label="Stock number from the VIN"
          hint="No column is the stock number: choose how the VIN makes one"
        >
          <NativeSelect
            value={values.stockNumberFromVin ?? ''}
            onChange={(event) => {
              const choice = STOCK_NUMBER_FROM_VIN.find((c) => c === event.target.value);
              onChange({ ...values, stockNumberFromVin: choice ?? null });
            }}
          >
            <option value="">Choose…</option>
            {STOCK_NUMBER_FROM_VIN.map((choice) => (
              <option key={choice} value={choice}>
                {STOCK_NUMBER_FROM_VIN_LABELS[choice]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </div>
  );
}

/**
 * Adding a feed, or changing `feed`: its address and credentials, schedule, grace period and
 * column mapping. Every problem is shown at its field, the server's too.
 */
export function FeedForm({ feed, onDone }: { feed?: Feed; onDone: () => void }) {
  const { save, isPending, error } = useSaveFeed(feed);
  const [values, setValues] = useState<FeedFormValues>(() =>
    feed ? formOfFeed(feed) : NEW_FEED_FORM,
  );
  const [problems, setProblems] = useState<FeedFormProblems>({});
  const [sent, setSent] = useState(false);
  const set = (patch: Partial<FeedFormValues>) => setValues({ ...values, ...patch });

  const failure =
    sent && error ? describeFailure(error, 'The feed was not saved. Please try again.') : null;
  const shown: FeedFormProblems = failure
    ? { ...problems, [formFieldOf(failure.field)]: failure.message }
    : problems;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = feedFormProblems(values);
    setProblems(found);
    setSent(Object.keys(found).length === 0);
    if (Object.keys(found).length === 0) save(values, onDone);
  };

  const title = feed ? `Change ${feed.name}` : 'Add a feed';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Name" error={shown.name} hint="How the runs and the activity log name it">
          <Input value={values.name} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField
          label="Feed address"
          error={shown.url}
          hint="The inventory file (CSV or .xlsx): https://… or sftp://server/path/file.csv"
        >
          <Input
            value={values.url}
            inputMode="url"
            placeholder="https://"
            onChange={(e) => set({ url: e.target.value })}
          />
        </FormField>
        <FormField
          label="User name (optional)"
          error={shown.username}
          hint={
            feed?.hasCredentials
              ? 'Saved; leave blank to keep them'
              : 'If the address asks for one (an SFTP address always does)'
          }
        >
          <Input
            value={values.username}
            autoComplete="off"
            onChange={(e) => set({ username: e.target.value })}
          />
        </FormField>
        <FormField
          label="Password (optional)"
          error={shown.password}
          hint="Kept encrypted, never shown again"
        >
          <Input
            type="password"
            value={values.password}
            autoComplete="new-password"
            onChange={(e) => set({ password: e.target.value })}
          />
        </FormField>
        {feed?.hasCredentials && (
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              checked={values.removeCredentials}
              onChange={(e) => set({ removeCredentials: e.target.checked })}
            />
            Remove the saved user name and password
          </label>
        )}
        <FormField label="Runs" error={shown.intervalMinutes}>
          <NativeSelect
            value={String(values.intervalMinutes)}
            onChange={(e) => set({ intervalMinutes: Number(e.target.value) })}
          >
            {intervalChoices(values.intervalMinutes).map((minutes) => (
              <option key={minutes} value={minutes}>
                {feedIntervalText(minutes)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Archive a car missing from the feed after (days)"
          error={shown.graceDays}
          hint="And at least two runs without it; archived cars are marked sold, history kept"
        >
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            value={values.graceDays}
            onChange={(e) => set({ graceDays: e.target.value })}
          />
        </FormField>
      </div>
      <FormField
        label="The file's header line"
        error={shown.mapping}
        hint="Paste the file's first line; its columns are mapped as an import maps them"
      >
        <Input
          value={values.headerLine}
          placeholder="Stock,VIN,Year,Make,Model,…"
          onChange={(e) => setValues(withHeaderLine(values, e.target.value))}
        />
      </FormField>
      <MappingFields values={values} onChange={setValues} />
      <FieldError id="feed-form-error" message={shown.form} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : feed ? 'Save changes' : 'Add feed'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
