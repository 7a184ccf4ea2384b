import type {
  Communication,
  CreateCommunicationBody,
  MassCommunicationBody,
  UpdateCommunicationBody,
} from '@dealbook/contracts';
import { useMutation } from '@tanstack/react-query';
import {
  createCommunication,
  deleteCommunication,
  logMassCommunication,
  updateCommunication,
} from '../../api/communicationsApi.js';
import { useRefreshAfterWrite } from '../../realtime/hooks/useRefreshAfterWrite.js';

/**
 * Log, edit and delete communications; what they make stale (the communication lists, the
 * purchasers' last contact, the caller's chart) is refreshed as their socket push would.
 */
export function useCommunicationMutations() {
  const refreshAfterWrite = useRefreshAfterWrite();
  const refresh = () => refreshAfterWrite('communication');
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
