import { Link } from 'react-router';
import { BrandLogo } from '@/components/ui/brand-logo';
import { marketingHref } from '@/lib/host';
import { PATHS } from '@/lib/paths';
import { supportContact } from '@/lib/support-contact';
import { ClaimMark, ClaimNotes } from './claim-mark';

/** Footer links of spec 2.6: How It Works, Demo Signup, Pricing, FAQ, About. */
const FOOTER_LINKS = [
  { to: PATHS.howItWorks, label: 'How It Works' },
  { to: PATHS.demoSignup, label: 'Demo Signup' },
  { to: PATHS.pricing, label: 'Pricing' },
  { to: PATHS.faq, label: 'FAQ' },
  { to: PATHS.about, label: 'About' },
  { to: PATHS.contact, label: 'Contact' },
] as const;

const contactLink =
  'inline-flex min-h-6 items-center rounded text-slate-200 underline-offset-4 hover:text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400';

export function SiteFooter() {
  const support = supportContact();
  return (
    <footer className="border-t border-slate-800 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr]">
        <div>
          <BrandLogo inverted />
          <p className="mt-3 max-w-sm text-sm leading-6 text-slate-400">
            Make-ready, service and inventory tracking for car dealerships. Every vehicle, every
            minute, on one colour-coded board.
          </p>
          <p className="mt-4 text-sm text-slate-400">
            <span>24/7 support</span>
            <ClaimMark note="support" />
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <a href={`mailto:${support.email}`} className={contactLink}>
              {support.email}
            </a>
            <a href={`tel:${support.phone}`} className={contactLink}>
              {support.phone}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={marketingHref(link.to)}
                  className="rounded hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <ClaimNotes />
      <div className="border-t border-slate-800">
        <p
          suppressHydrationWarning
          className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-400 sm:px-6"
        >
          © {new Date().getFullYear()} LotReady. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
