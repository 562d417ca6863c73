import { Download } from 'lucide-react';
import { dataExportApi } from '@domain/api/data-export-endpoints';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Where the archive downloads from: the definition's path (a plain link streams it to disk). */
const ARCHIVE_URL = dataExportApi.dealership.path;

/** Admin only (System Config > Data): all of the dealership's data as one zip archive. */
export function DataExportSettings() {
  return (
    <section
      aria-labelledby="data-export-heading"
      className="grid gap-2 border-t border-slate-200 pt-4"
    >
      <h3 id="data-export-heading" className="text-sm font-semibold text-slate-900">
        Your dealership&apos;s data
      </h3>
      <p className="text-sm text-slate-600">
        One zip file with every vehicle, the whole activity log, your users (without passwords), the
        configuration and your dashboards, as CSV and JSON with a README.
      </p>
      <a
        href={ARCHIVE_URL}
        download
        className={cn(buttonVariants({ variant: 'outline' }), 'justify-self-start')}
      >
        <Download className="h-4 w-4" aria-hidden />
        Download all data
      </a>
    </section>
  );
}
