import type { CallerTargets } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCallerTargets } from '../../api/dashboardsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

export interface SetCallerTargetsInput {
  userId: string;
  targets: CallerTargets;
}

/** A manager sets a member's targets; every board showing progress against them refetches. */
export function useSetCallerTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, targets }: SetCallerTargetsInput) => setCallerTargets(userId, targets),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboards() }),
  });
}
