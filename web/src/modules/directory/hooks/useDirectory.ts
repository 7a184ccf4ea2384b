import type { InvitationBody } from '@dealbook/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inviteGuest, listGuests, listOutbox, removeDirectoryUser } from '../../api/directoryApi.js';

const guestsKey = ['directory', 'guests'] as const;
const outboxKey = ['directory', 'outbox'] as const;

export function useGuests() {
  return useQuery({ queryKey: guestsKey, queryFn: ({ signal }) => listGuests(signal) });
}

/** Only the built-in directory has an outbox; elsewhere the call is refused and the card stays hidden. */
export function useOutbox() {
  return useQuery({ queryKey: outboxKey, queryFn: ({ signal }) => listOutbox(signal) });
}

export function useInviteGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationBody) => inviteGuest(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['directory'] }),
  });
}

export function useRemoveGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => removeDirectoryUser(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsKey }),
  });
}
