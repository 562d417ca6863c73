import { PilotSuccessPage } from '@/features/marketing/components/simple-pages';

export function PilotSuccessRoute() {
  return <PilotSuccessPage />;
}
