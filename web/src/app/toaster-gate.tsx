import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Loads the toast viewport with the first toast, keeping it out of the landing page's JavaScript. */
export function ToasterGate() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
