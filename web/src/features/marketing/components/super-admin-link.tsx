import { Link } from 'react-router';
import { Shield } from 'lucide-react';
import { PATHS } from '@/lib/paths';

/** A faint link at the bottom left, revealed on hover or keyboard focus (spec 2.6). */
export function SuperAdminLink() {
  return (
    <Link
      to={PATHS.superAdminLogin}
      className="fixed bottom-2 left-2 z-30 inline-flex items-center gap-1 rounded px-2 py-1 text-xs text-slate-500 opacity-0 transition-opacity hover:opacity-60 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <Shield className="h-3 w-3" aria-hidden />
      Super Admin
    </Link>
  );
}
