import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { userApi } from '@domain/api/user-endpoints';
import type { Vehicle } from '@domain/api/vehicles';
import { can } from '@domain/permissions';
import { useApiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useVehicleWorkspace } from '../hooks/vehicle-workspace';

/**
 * The dealership's users a car can be assigned to (GET /api/users, for a role that may view
 * users, spec 6), and the name a tile shows for a car's assignee: "You" for the signed-in
 * user's own cars; a role that may not list users sees "Assigned" for a colleague's. The same
 * names serve the people a car's work items are assigned to (personName).
 */
export function useAssignees() {
  const client = useApiClient();
  const { role, userId } = useVehicleWorkspace();
  const users = useQuery({
    queryKey: queryKeys.users.all,
    queryFn: ({ signal }) => client.call(userApi.list, { signal }),
    enabled: can(role, 'users.view'),
    retry: false,
  });
  const active = users.data?.filter((user) => !user.disabled) ?? [];
  const data = users.data;
  const personName = useCallback(
    (id: string): string => {
      if (id === userId) return 'You';
      const user = data?.find((u) => u.id === id);
      return user ? user.fullName || user.username : 'Assigned';
    },
    [data, userId],
  );
  const nameOf = useCallback(
    (vehicle: Pick<Vehicle, 'assigneeId'>): string | null =>
      vehicle.assigneeId ? personName(vehicle.assigneeId) : null,
    [personName],
  );
  return { users: active, nameOf, personName };
}
