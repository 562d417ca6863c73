import { useState, type FormEvent } from 'react';
import type { ColumnMapping } from '@domain/csv-import';
import { DEFAULT_FEED_GRACE_DAYS, DEFAULT_FEED_INTERVAL_MINUTES } from '@domain/feeds/rules';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { messageFromError } from '@/lib/error-message';
import { useCreateFeed } from '../api/create-feed';
import { FIELD_CHOICES, mappingOfLine } from '../model/feed-mapping';

/** Adding a feed: its address, credentials, schedule, grace period and column mapping. */
export function AddFeedForm({ onDone }: { onDone: () => void }) {
  const create = useCreateFeed();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [hours, setHours] = useState(String(DEFAULT_FEED_INTERVAL_MINUTES / 60));
  const [graceDays, setGraceDays] = useState(String(DEFAULT_FEED_GRACE_DAYS));
  const [headerLine, setHeaderLine] = useState('');
  const [mapping, setMapping] = useState<{ headers: string[]; fields: ColumnMapping }>({
    headers: [],
    fields: [],
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        name,
        url,
        ...(username ? { credentials: { username, password } } : {}),
        intervalMinutes: Math.round(Number(hours) * 60),
        graceDays: Number(graceDays),
        mapping,
      },
      { onSuccess: onDone },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Add a feed"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name">
          <Input value={name} onChange={(e) => setName(e.target.value)} required />
        </FormField>
        <FormField label="Feed address" hint="The HTTPS address of the dealer's inventory file">
          <Input value={url} onChange={(e) => setUrl(e.target.value)} required />
        </FormField>
        <FormField label="User name (optional)">
          <Input value={username} onChange={(e) => setUsername(e.target.value)} />
        </FormField>
        <FormField label="Password (optional)">
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        </FormField>
        <FormField label="Run every (hours)">
          <Input
            type="number"
            min={0.25}
            step={0.25}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
          />
        </FormField>
        <FormField label="Archive after missing for (days)">
          <Input
            type="number"
            min={0}
            value={graceDays}
            onChange={(e) => setGraceDays(e.target.value)}
          />
        </FormField>
      </div>
      <FormField
        label="The feed's header line"
        hint="Paste the file's first line: its columns are mapped as an import maps them"
      >
        <Input
          value={headerLine}
          onChange={(e) => {
            setHeaderLine(e.target.value);
            setMapping(mappingOfLine(e.target.value));
          }}
        />
      </FormField>
      {mapping.headers.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Column mapping">
          {mapping.headers.map((header, index) => (
            <li key={`${header}-${index}`}>
              <FormField label={header}>
                <NativeSelect
                  value={mapping.fields[index] ?? 'ignore'}
                  onChange={(e) => {
                    const fields = [...mapping.fields];
                    fields[index] = e.target.value as ColumnMapping[number];
                    setMapping({ ...mapping, fields });
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
      )}
      {create.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageFromError(create.error, 'The feed was not added. Please try again.')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending}>
          Add feed
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
