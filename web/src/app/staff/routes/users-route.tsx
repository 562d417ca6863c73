import { useSession } from '@/lib/session';
import { UsersPage } from '@/features/users/components/users-page';

export function UsersRoute() {
  const { data } = useSession();
  const user = data?.user ?? null;
  return <UsersPage actor={user ? { username: user.username, role: user.role } : null} />;
}
