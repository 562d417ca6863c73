import type { Tx } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { deleteUserRow } from './repository';
import { OWN_DELETE_MESSAGE, lockAdminChange, type AdminChange } from './rules';

export type DeleteUserProps = AdminChange;

/**
 * Deletes a user (admin), in the caller's tenant transaction: never oneself (403) and never
 * the last active admin (409). Their sessions and tokens go with the row (foreign keys), so
 * they are signed out at once; their activity entries keep their name.
 */
export async function deleteUser(tx: Tx, props: DeleteUserProps): Promise<void> {
  const locked = await lockAdminChange(tx, props);
  if (locked.self) throw forbidden(OWN_DELETE_MESSAGE);
  locked.assertAdminRemains();
  locked.assertActorStillAdmin();
  await deleteUserRow(tx, props.dealershipId, locked.target.id);
}
