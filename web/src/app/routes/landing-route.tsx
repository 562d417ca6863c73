import { lazy } from 'react';
import { WhenVisible } from '@/components/ui/when-visible';
import { LandingPage } from '@/features/marketing/components/landing-page';
import { usePageMeta } from '@/lib/page-meta';
import { PAGE_META } from './page-meta-table';

const InlineDemoForm = lazy(() =>
  import('@/features/leads/components/inline-demo-form').then((module) => ({
    default: module.InlineDemoForm,
  })),
);

export function LandingRoute() {
  usePageMeta(PAGE_META['/']);
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
