import { useState, type FormEvent } from 'react';
import type { Vendor, VendorInput } from '@domain/api/vendors';
import { VENDOR_TRADE_LABELS, VENDOR_TRADES, type VendorTrade } from '@domain/vendors/trades';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ToggleSwitch } from '@/components/ui/toggle-switch';

/** A vendor's name, trade, contacts and whether it still gets jobs. */
export function VendorForm({
  existing,
  busy,
  onSave,
  onCancel,
}: {
  existing?: Vendor;
  busy: boolean;
  onSave: (input: VendorInput) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(existing?.name ?? '');
  const [trade, setTrade] = useState<VendorTrade>(existing?.trade ?? 'body');
  const [email, setEmail] = useState(existing?.email ?? '');
  const [phone, setPhone] = useState(existing?.phone ?? '');
  const [active, setActive] = useState(existing?.active ?? true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ name, trade, email, phone: phone.trim() || null, active });
    if (!existing) {
      setName('');
      setEmail('');
      setPhone('');
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={existing ? `Edit ${existing.name}` : 'Add a vendor'}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2"
    >
      <FormField label="Name">
        <Input value={name} required maxLength={100} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="Trade">
        <NativeSelect value={trade} onChange={(e) => setTrade(e.target.value as VendorTrade)}>
          {VENDOR_TRADES.map((value) => (
            <option key={value} value={value}>
              {VENDOR_TRADE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Email">
        <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Mobile phone" hint="For texts, such as +15550100199. Optional.">
        <Input type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </FormField>
      <ToggleSwitch label="Active" checked={active} onCheckedChange={setActive} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {existing ? 'Save vendor' : 'Add vendor'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
