import { Link } from 'react-router';
import { FlaskConical, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PATHS } from '@/lib/paths';

/** The sandbox's own header: what this is, a reset, and a way to the real thing. */
export function SandboxHeader({ onReset }: { onReset: () => void }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-[1920px] items-center gap-3 px-3 sm:px-5">
        <Link
          to={PATHS.landing}
          aria-label="LotReady home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <svg viewBox="0 0 32 32" aria-hidden className="h-9 w-9">
            <rect width="32" height="32" rx="7" className="fill-primary" />
            <path
              d="M7 20l3-7h12l3 7v4h-2.5a2.5 2.5 0 0 1-5 0h-3a2.5 2.5 0 0 1-5 0H7z"
              fill="#fff"
            />
          </svg>
        </Link>
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 text-base font-bold sm:text-lg">
            {/* On a phone the logo says it, leaving room for "Get a demo". */}
            <span className="hidden sm:inline">LotReady</span>
            <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
              <FlaskConical className="h-3.5 w-3.5" aria-hidden />
              Sandbox
            </span>
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onReset} data-tour="sandbox-reset">
          <RotateCcw className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Reset sandbox</span>
          <span className="sm:hidden">Reset</span>
        </Button>
        <Link
          to={PATHS.requestDemo}
          className="inline-flex h-9 shrink-0 items-center whitespace-nowrap rounded-md bg-primary px-3 text-sm font-medium text-white hover:opacity-90"
        >
          Get a demo
        </Link>
      </div>
    </header>
  );
}
