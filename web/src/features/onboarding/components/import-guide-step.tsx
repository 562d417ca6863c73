import { Download } from 'lucide-react';
import {
  TEMPLATE_COLUMNS_ONBOARDING,
  TEMPLATE_DOWNLOADED_DESCRIPTION,
  TEMPLATE_DOWNLOADED_TITLE,
  TEMPLATE_EXAMPLE_ROWS_ONBOARDING,
  TEMPLATE_FILE_NAME,
  buildTemplateCsv,
} from '@domain/import-template';
import { Button } from '@/components/ui/button';
import { downloadTextFile } from '@/lib/download';
import { toast } from '@/lib/toast';

export function ImportGuideStep() {
  const download = () => {
    downloadTextFile(
      TEMPLATE_FILE_NAME,
      buildTemplateCsv(TEMPLATE_COLUMNS_ONBOARDING, TEMPLATE_EXAMPLE_ROWS_ONBOARDING),
    );
    toast({ title: TEMPLATE_DOWNLOADED_TITLE, description: TEMPLATE_DOWNLOADED_DESCRIPTION });
  };
  return (
    <ol className="grid gap-4">
      <li className="flex gap-3">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
          1
        </span>
        <div className="grid gap-2">
          <p className="text-sm font-semibold">Download the template</p>
          <Button variant="outline" size="sm" onClick={download} className="justify-self-start">
            <Download className="h-4 w-4" aria-hidden />
            Download template
          </Button>
        </div>
      </li>
      <li className="flex gap-3">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
          2
        </span>
        <div>
          <p className="text-sm font-semibold">Fill in your vehicle data</p>
          <p className="text-sm text-slate-600">
            Stock Number, Year, Make, Model and Color are required.
          </p>
        </div>
      </li>
      <li className="flex gap-3">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-white">
          3
        </span>
        <div>
          <p className="text-sm font-semibold">Import it from Inventory &gt; Import/Export</p>
          <p className="text-sm text-slate-600">
            On the Inventory page, choose Import/Export and pick your file.
          </p>
        </div>
      </li>
    </ol>
  );
}
