import type {
  Communication,
  CreateCommunicationBody,
  MassCommunicationBody,
  UpdateCommunicationBody,
} from '@dealbook/contracts';
import {
  createCommunication,
  deleteCommunication,
  logMassCommunication,
  updateCommunication,
} from '../../api/communicationsApi.js';
import { useRecordMutation } from '../../records/hooks/useRecordMutation.js';

/**
 * Log, edit and delete communications; what they make stale (the communication lists, the
 * purchasers' last contact, the caller's chart) is refreshed as their socket push would.
 */
export function useCommunicationMutations() {
  return {
    create: useRecordMutation({
      type: 'communication',
      mutationFn: (body: CreateCommunicationBody) => createCommunication(body),
      idOf: (_, created) => created?._id,
    }),
    mass: useRecordMutation({
      type: 'communication',
      mutationFn: (body: MassCommunicationBody) => logMassCommunication(body),
    }),
    update: useRecordMutation({
      type: 'communication',
      mutationFn: ({ communication, changes }: { communication: Communication; changes: UpdateCommunicationBody }) =>
        updateCommunication(communication._id, communication.version, changes),
      idOf: ({ communication }) => communication._id,
    }),
    remove: useRecordMutation({
      type: 'communication',
      mutationFn: (communication: Communication) => deleteCommunication(communication._id, communication.version),
      idOf: (communication) => communication._id,
      deletes: true,
    }),
  };
}
