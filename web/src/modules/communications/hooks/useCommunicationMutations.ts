import type {
  Communication,
  CreateCommunicationBody,
  MassCommunicationBody,
  UpdateCommunicationBody,
} from '@dealbook/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCommunication,
  deleteCommunication,
  logMassCommunication,
  updateCommunication,
} from '../../api/communicationsApi.js';
import { queryKeys } from '../../api/queryKeys.js';

/**
 * Log, edit and delete communications. A communication is its purchasers' last contact, so the
 * purchase lists refetch with the communication lists (the caller's chart included).
 */
export function useCommunicationMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.lists('communication') }),
      queryClient.invalidateQueries({ queryKey: queryKeys.lists('purchase') }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: CreateCommunicationBody) => createCommunication(body),
      onSettled: refresh,
    }),
    mass: useMutation({ mutationFn: (body: MassCommunicationBody) => logMassCommunication(body), onSettled: refresh }),
    update: useMutation({
      mutationFn: ({ communication, changes }: { communication: Communication; changes: UpdateCommunicationBody }) =>
        updateCommunication(communication._id, communication.version, changes),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (communication: Communication) => deleteCommunication(communication._id, communication.version),
      onSettled: refresh,
    }),
  };
}
