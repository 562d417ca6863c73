import { Link } from 'react-router';
import { ClaimMark } from './claim-mark';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { PATHS } from '@/lib/paths';

/** The closing band of content pages: request a demo or open the sandbox. */
export function CallToAction({
  title = 'Ready to see your lot on one board?',
}: {
  title?: string;
}) {
  return (
    <section className="bg-slate-900">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
        <h2 className="text-3xl font-bold tracking-tight text-white">{title}</h2>
        <p className="max-w-xl text-slate-300">
          No setup fees, unlimited users and 24/7 support
          <ClaimMark note="support" />. Sign up and your board is live at once, or ask us and we
          reply within 24 hours.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={PATHS.requestDemo} className={cn(buttonVariants({ size: 'lg' }))}>
            Get a Demo
          </Link>
          <Link
            to={PATHS.sandbox}
            className="inline-flex h-11 items-center justify-center rounded-md border border-slate-600 px-8 text-base font-medium text-white transition-colors hover:bg-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-900"
          >
            Try the Sandbox
          </Link>
        </div>
      </div>
    </section>
  );
}
