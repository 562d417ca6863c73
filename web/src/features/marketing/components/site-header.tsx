import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Menu, X } from 'lucide-react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { clsx as cn } from 'clsx';
import { marketingHref } from '@/lib/host';
import { PATHS } from '@/lib/paths';

const NAV_LINKS = [
  { to: PATHS.landing, label: 'Home' },
  { to: PATHS.sandbox, label: 'Sandbox' },
  { to: PATHS.about, label: 'About Us' },
  { to: PATHS.faq, label: 'FAQ' },
  { to: PATHS.pricing, label: 'Pricing' },
] as const;

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
    isActive ? 'text-slate-900' : 'text-slate-600 hover:text-slate-900',
  );
}

/** Top navigation of the public site (spec 2.6): Home, Sandbox, About Us, FAQ, Pricing, Login, Get Demo. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link
          to={marketingHref(PATHS.landing)}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          aria-label="LotReady home"
        >
          <BrandLogo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={marketingHref(link.to)} end className={navClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <a href={PATHS.login} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            Login
          </a>
          <Link to={marketingHref(PATHS.requestDemo)} className={buttonVariants({ size: 'sm' })}>
            Get Demo
          </Link>
        </div>
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-4 pt-2 md:hidden"
      >
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={marketingHref(link.to)} end className={navClass} onClick={close}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <a href={PATHS.login} className={buttonVariants({ variant: 'outline' })}>
            Login
          </a>
          <Link to={marketingHref(PATHS.requestDemo)} className={buttonVariants()} onClick={close}>
            Get Demo
          </Link>
        </div>
      </div>
    </header>
  );
}
