import { useId, useState } from 'react';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { dataExportApi } from '@domain/api/data-export-endpoints';
import { fillPath } from '@domain/api/paths';
import type { DealershipSummary } from '@domain/api/super-admin';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { messageFromError } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useDeleteDealership } from '../api/delete-dealership';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

type Dealership = Pick<DealershipSummary, 'id' | 'name' | 'userCount' | 'vehicleCount'>;

/**
 * Export, then delete: the dialog offers the dealership's archive first, and deletes only
 * once its name is typed exactly (the server checks the name again).
 */
export function DeleteDealershipDialog({ dealership }: { dealership: Dealership }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteDealership();
  const inputId = useId();
  const matches = typed.trim() === dealership.name.trim();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    setTyped('');
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ id: dealership.id, confirmName: typed.trim() });
      toast({
        title: 'Dealership Deleted',
        description: `${dealership.name} and all of its data are gone.`,
      });
      onOpenChange(false);
    } catch (failure) {
      setError(messageFromError(failure, 'The dealership could not be deleted. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Delete ${dealership.name}`}>
          <Trash2 className="h-4 w-4" aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Delete ${dealership.name}?`}
        description={`This removes the dealership, its ${count(dealership.userCount, 'user')}, its ${count(dealership.vehicleCount, 'vehicle')}, its activity log, configuration and dashboards. It cannot be undone.`}
      >
        <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="text-slate-700">Download its data first, if you may need it again.</p>
          <a
            href={fillPath(dataExportApi.superAdminExport.path, { id: dealership.id })}
            download
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}
          >
            <Download className="h-4 w-4" aria-hidden />
            Download data (.zip)
          </a>
        </div>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) void confirm();
          }}
        >
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            Type <strong>{dealership.name}</strong> to confirm
          </label>
          <Input
            id={inputId}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending && (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              )}
              Delete dealership
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
