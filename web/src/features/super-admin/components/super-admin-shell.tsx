import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LogOut, ShieldCheck } from 'lucide-react';
import { BrandLogo } from '@/components/ui/brand-logo';
import { Button } from '@/components/ui/button';
import { PageLoading } from '@/components/ui/spinner';
import { useSuperAdminLogout } from '../api/super-admin-logout';
import { useSuperAdminSession } from '../api/get-super-admin-session';
import { PATHS } from '@/lib/paths';

/** Guards the super-admin screens by the super-admin session and frames them. */
export function SuperAdminShell({ children }: { children: ReactNode }) {
  const session = useSuperAdminSession();
  const logout = useSuperAdminLogout();
  const navigate = useNavigate();

  if (session.isPending) return <PageLoading />;
  if (!session.data) return <Navigate to={PATHS.superAdminLogin} replace />;

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => void navigate(PATHS.superAdminLogin, { replace: true }),
    });

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="bg-slate-950 text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <BrandLogo inverted />
            <span className="hidden items-center gap-1 rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-medium text-slate-200 sm:inline-flex">
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
              Super Admin
            </span>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-slate-300 sm:inline">
              {session.data.user.fullName}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={signOut}
              disabled={logout.isPending}
              className="text-slate-200 hover:bg-white/10 hover:text-white"
            >
              <LogOut className="h-4 w-4" aria-hidden />
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</main>
    </div>
  );
}
