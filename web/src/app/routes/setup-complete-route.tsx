import { SetupCompletePage } from '@/features/marketing/components/simple-pages';

export function SetupCompleteRoute() {
  return <SetupCompletePage />;
}
