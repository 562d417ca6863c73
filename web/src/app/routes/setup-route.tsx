import { SetupGuidePage } from '@/features/marketing/components/setup-guide-page';

export function SetupRoute() {
  return <SetupGuidePage />;
}
