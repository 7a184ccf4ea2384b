import type { InvitationBody } from '@dealbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteGuest, removeDirectoryUser } from '../../api/directoryApi.js';
import { directoryQueries } from './directoryQueries.js';

export function useGuests() {
  return useQuery(directoryQueries.guests());
}

export function useOutbox() {
  return useQuery(directoryQueries.outbox());
}

export function useInviteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationBody) => inviteGuest(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryQueries.all() }),
  });
}

export function useRemoveGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeDirectoryUser(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryQueries.guests().queryKey }),
  });
}
