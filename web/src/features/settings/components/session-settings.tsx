import { LogOut, UserCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { logout } from '@/features/settings/api/logout';
import { AUTHENTICATION_ERROR } from '@/features/settings/model/messages';

export function SessionSettings({
  user,
}: {
  user: { username: string; role: string; fullName?: string } | null;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {user ? (
        <div className="flex items-center gap-3">
          <UserCircle className="h-9 w-9 text-slate-400" aria-hidden />
          <div>
            <p className="text-sm font-semibold">{user.fullName || user.username}</p>
            <p className="text-xs text-slate-600">
              {user.username} · <span className="capitalize">{user.role}</span>
            </p>
          </div>
        </div>
      ) : (
        <p role="alert" className="font-mono text-sm font-semibold text-red-700">
          {AUTHENTICATION_ERROR}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut className="h-4 w-4" aria-hidden />
          Log out
        </Button>
        <Button
          variant="outline"
          onClick={() => void logout(undefined, { everywhere: true })}
          title="Ends your sessions on every device, this one included"
        >
          <LogOut className="h-4 w-4" aria-hidden />
          Sign out everywhere
        </Button>
      </div>
    </div>
  );
}
