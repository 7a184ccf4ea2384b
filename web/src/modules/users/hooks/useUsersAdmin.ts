import type { CreateUserBody, UpdateUserBody } from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';
import { createUser, updateUser } from '../../api/usersApi.js';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => createUser(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lists('user') }),
  });
}

export interface UpdateUserInput {
  id: string;
  changes: UpdateUserBody;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateUserInput) => updateUser(id, changes),
    onSettled: async (_result, _error, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lists('user') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.record('user', id) }),
      ]);
    },
  });
}
