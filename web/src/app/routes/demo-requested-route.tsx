import { DemoRequestedPage } from '@/features/marketing/components/simple-pages';

export function DemoRequestedRoute() {
  return <DemoRequestedPage />;
}
