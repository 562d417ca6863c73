import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { LandingPage } from '@/features/marketing/components/landing-page';

const InlineDemoForm = lazy(() =>
  import('@/features/leads/components/inline-demo-form').then((module) => ({
    default: module.InlineDemoForm,
  })),
);

export function LandingRoute() {
  return (
    <LandingPage
      demoForm={
        <WhenVisible
          placeholder={
            <div
              className="h-[28rem] rounded-2xl border border-slate-200 bg-slate-50"
              aria-hidden
            />
          }
        >
          <InlineDemoForm />
        </WhenVisible>
      }
    />
  );
}
