import type { ProjectListItem } from '@dealbook/contracts';
import { useMutation, useMutationState, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ListResult } from '../../api/httpClient.js';
import { updateProject } from '../../api/projectsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { applyMove, type BoardMove } from '../utils/boardColumns.js';

export interface MoveRequest extends BoardMove {
  /** The card's version: the PUT's If-Match, so a move over someone else's change is refused. */
  version: number;
}

const moveKey = ['project', 'move'] as const;

/**
 * Moves a card between board columns: it moves at once, the PUT sends only the changed status
 * field, and a refusal puts it back where it was. The move stays pending until the board has
 * refetched, so the card is not dragged again with the version it had before this move.
 */
export function useMoveProject(boardKey: QueryKey) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: moveKey,
    mutationFn: ({ id, version, field, to }: MoveRequest) => updateProject(id, version, { [field]: to }),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const before = queryClient.getQueryData<ListResult<ProjectListItem>>(boardKey);
      if (before) queryClient.setQueryData(boardKey, applyMove(before, move));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(boardKey, context.before);
    },
    onSettled: (_answer, _error, move) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lists('project') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.record('project', move.id) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.history('project', move.id) }),
      ]),
  });
  const moving = useMutationState({
    filters: { mutationKey: moveKey, status: 'pending' },
    select: (pending) => (pending.state.variables as MoveRequest | undefined)?.id ?? '',
  });
  return { move: mutation.mutateAsync, moving: new Set(moving) };
}
