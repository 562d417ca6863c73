import { DEFAULT_BOARD_SORT, type BoardSort } from '@domain/vehicle/board-sort';
import { usePreferences, useUpdatePreferences } from '@/lib/user-preferences';

/**
 * The signed-in user's board order (their preferences): the spec's order until the user picks
 * another, and also when the preferences cannot be read.
 */
export function useBoardSort(): [BoardSort, (sort: BoardSort) => void] {
  const preferences = usePreferences();
  const save = useUpdatePreferences();
  const chosen = save.isPending ? save.variables.boardSort : preferences.data?.boardSort;
  return [chosen ?? DEFAULT_BOARD_SORT, (boardSort) => save.mutate({ boardSort })];
}
