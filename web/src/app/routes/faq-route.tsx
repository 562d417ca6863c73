import { FaqPage } from '@/features/marketing/components/faq-page';

export function FaqRoute() {
  return <FaqPage />;
}
