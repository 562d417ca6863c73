import { useState } from 'react';
import { VENDOR_TRADE_LABELS } from '@domain/vendors/trades';
import { Button } from '@/components/ui/button';
import { useSaveVendor, useVendors } from '../api/vendors';
import { VendorForm } from './vendor-form';
import { VendorScorecard } from './vendor-scorecard';

/** The Vendors page (issue #31 items 1 and 4): the list managers keep, and the scorecard. */
export function VendorsPage({ onOpenVehicle }: { onOpenVehicle: (id: string) => void }) {
  const vendors = useVendors();
  const save = useSaveVendor();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Vendors</h1>
      <VendorForm busy={save.isPending} onSave={(input) => save.mutate({ input })} />
      <ul aria-label="Vendors" className="grid gap-2">
        {vendors.data?.vendors.map((vendor) =>
          editing === vendor.id ? (
            <li key={vendor.id}>
              <VendorForm
                existing={vendor}
                busy={save.isPending}
                onCancel={() => setEditing(null)}
                onSave={(input) =>
                  save.mutate({ input, existing: vendor }, { onSuccess: () => setEditing(null) })
                }
              />
            </li>
          ) : (
            <li
              key={vendor.id}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm"
            >
              <span className="mr-auto">
                <span className="font-semibold">{vendor.name}</span> ·{' '}
                {VENDOR_TRADE_LABELS[vendor.trade]} · {vendor.email}
                {vendor.phone && ` · ${vendor.phone}`}
                {!vendor.active && <span className="text-slate-500"> · inactive</span>}
              </span>
              <Button size="sm" variant="outline" onClick={() => setEditing(vendor.id)}>
                Edit
              </Button>
            </li>
          ),
        )}
      </ul>
      <VendorScorecard onOpenVehicle={onOpenVehicle} />
    </div>
  );
}
