import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';

/**
 * The × in a dialog's corner. Its own module, free of tailwind-merge, so the landing page's
 * popup can use it without pulling in the rest of the dialog kit.
 */
export function DialogCloseButton() {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className="absolute right-4 top-4 rounded p-1 text-slate-500 hover:text-slate-900 focus:outline-none focus:ring-2 focus:ring-primary"
    >
      <X className="h-4 w-4" aria-hidden />
    </DialogPrimitive.Close>
  );
}
