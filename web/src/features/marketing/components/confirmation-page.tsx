import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { MarketingLayout } from './marketing-layout';

interface ConfirmationPageProps {
  icon: LucideIcon;
  tone?: 'success' | 'neutral';
  title: string;
  children: ReactNode;
  actions: readonly { to: string; label: string; primary?: boolean }[];
}

/** A centred confirmation: icon, heading, text and next steps. */
export function ConfirmationPage({
  icon: Icon,
  tone = 'success',
  title,
  children,
  actions,
}: ConfirmationPageProps) {
  return (
    <MarketingLayout>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6 sm:py-28">
        <span
          className={cn(
            'grid h-16 w-16 place-items-center rounded-full',
            tone === 'success' ? 'bg-green-50 text-green-600' : 'bg-slate-100 text-slate-600',
          )}
        >
          <Icon className="h-8 w-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <div className="mt-4 space-y-3 text-lg leading-8 text-slate-600">{children}</div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {actions.map((action) => {
            const className = buttonVariants({
              size: 'lg',
              variant: action.primary ? 'default' : 'outline',
            });
            // Another host's address (appHref, marketingHref) leaves the router.
            return /^https?:/.test(action.to) ? (
              <a key={action.to} href={action.to} className={className}>
                {action.label}
              </a>
            ) : (
              <Link key={action.to} to={action.to} className={className}>
                {action.label}
              </Link>
            );
          })}
        </div>
      </section>
    </MarketingLayout>
  );
}
