import type { ReactNode } from 'react';
import { BrandLogo } from '@/components/ui/brand-logo';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** A badge above the title, such as "Restricted access". */
  badge?: ReactNode;
  tone?: 'light' | 'dark';
}

/** A centred card on a quiet background, used by every sign-in screen. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  badge,
  tone = 'light',
}: AuthLayoutProps) {
  const dark = tone === 'dark';
  return (
    <div
      className={
        dark
          ? 'flex min-h-screen flex-col items-center justify-center bg-slate-950 px-4 py-12'
          : 'flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-slate-50 via-white to-red-50/40 px-4 py-12'
      }
    >
      <main className="w-full max-w-md">
        <div className="mb-8 flex justify-center">
          <BrandLogo inverted={dark} />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8">
          {badge && <div className="mb-4 flex justify-center">{badge}</div>}
          <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-2 text-center text-sm text-slate-600">{description}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && (
          <div
            className={
              dark
                ? 'mt-6 text-center text-sm text-slate-400'
                : 'mt-6 text-center text-sm text-slate-600'
            }
          >
            {footer}
          </div>
        )}
      </main>
    </div>
  );
}
