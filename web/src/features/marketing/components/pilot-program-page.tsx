import type { ReactNode } from 'react';
import { FormPageLayout } from './form-page-layout';

const POINTS = [
  'Founding-dealer pricing, locked in for as long as you stay',
  'A direct line to the people who build LotReady',
  'Early access to new features, including the dealer data system integration (coming soon)',
  'Setup within 24 hours, no setup fees',
];

export function PilotProgramPage({ form }: { form: ReactNode }) {
  return (
    <FormPageLayout
      eyebrow="Dealer pilot program"
      title="Help shape LotReady"
      intro="We are inviting a small group of dealerships to run LotReady every day and tell us what would make it indispensable. In return, you get the best price we will ever offer."
      points={POINTS}
      form={form}
    />
  );
}
