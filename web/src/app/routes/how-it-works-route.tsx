import { HowItWorksPage } from '@/features/marketing/components/how-it-works-page';

export function HowItWorksRoute() {
  return <HowItWorksPage />;
}
