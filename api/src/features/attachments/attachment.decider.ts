import {
  redactableFieldsOf,
  changedValues,
  AttachmentEvents,
  LinkableTypes,
  notSubmittedReview,
  type ClientReview,
  streamId,
  type AttachmentCommand,
  type AttachmentEvent,
  type AttachmentLinks,
  type BuyerAccess,
  type RecordRef,
  type UpdateAttachment,
} from '@dealbook/contracts';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
import { unreachable, type Decider } from '../../kernel/event-sourcing/decider.js';
import { redactedTexts } from '../../kernel/event-sourcing/text-redaction.js';
import { rejectUnknownLinks } from '../../kernel/event-sourcing/child-links.js';
import { decideApproval, decideClientReview, decideResubmission } from './attachment-client-review.js';

export interface AttachmentState {
  exists: boolean;
  deleted: boolean;
  fileName: string;
  description: string;
  storageKey: string;
  /** The parents it is linked to. */
  links: RecordRef[];
  /** Where it stands with a project's client (issue 14). */
  clientReview: ClientReview;
  /** The project whose client sees it; null while internal. */
  clientProjectId: string | null;
  /** 1 at upload, +1 per resubmitted file; each version has its own storage key. */
  fileVersion: number;
  /** Whether the project's potential buyers may be sent it (issue 38). */
  buyerAccess: BuyerAccess;
}

const sameRef = (a: RecordRef, b: RecordRef) => a.type === b.type && a.id === b.id;

/** Each attachment's events live on `attachment-<id>`. */
export const attachmentStreamId = (attachmentId: string) => streamId('attachment', attachmentId);

export const attachmentDecider: Decider<AttachmentState, AttachmentCommand, AttachmentEvent> = {
  events: AttachmentEvents,
  streamIdOf: (command) => attachmentStreamId(command.attachmentId),

  initialState: {
    exists: false,
    deleted: false,
    fileName: '',
    description: '',
    storageKey: '',
    links: [],
    clientReview: notSubmittedReview,
    clientProjectId: null,
    fileVersion: 1,
    buyerAccess: 'none',
  },

  evolve(state, event) {
    switch (event.type) {
      case 'AttachmentUploaded':
        return {
          ...attachmentDecider.initialState,
          exists: true,
          fileName: event.data.fileName,
          description: event.data.description,
          storageKey: event.data.storageKey,
          links: event.data.links,
        };
      case 'AttachmentRenamed':
      case 'AttachmentDescriptionChanged':
      case 'AttachmentBuyerAccessChanged':
      case 'AttachmentTextRedacted':
        return { ...state, ...changedValues(AttachmentEvents, event) };
      case 'AttachmentLinked':
        return { ...state, links: [event.data.to, ...state.links.filter((l) => !sameRef(l, event.data.to))] };
      case 'AttachmentUnlinked':
        return { ...state, links: state.links.filter((l) => !sameRef(l, event.data.from)) };
      case 'AttachmentClientReviewChanged':
      case 'AttachmentApprovalDecided':
        return { ...state, ...reviewOf(event.data) };
      case 'AttachmentResubmitted': {
        const { fileName, storageKey, fileVersion } = event.data;
        return { ...state, ...reviewOf(event.data), fileName, storageKey, fileVersion };
      }
      case 'AttachmentDeleted':
        return { ...state, deleted: true };
      default:
        return unreachable(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'UploadAttachment': {
        if (state.exists) throw new DomainError('conflict', `Attachment ${command.attachmentId} already exists`);
        if (command.fileName.trim() === '') {
          throw new DomainError('validation', 'fileName is required', { fileName: 'is required' });
        }
        if (command.size <= 0) throw new DomainError('validation', 'The file is empty', { file: 'is empty' });
        const { type: _type, links, unknownLinks, ...file } = command;
        // As for every other record: a link to a record that does not exist is refused.
        rejectUnknownLinks(linkRefsOf(links), unknownLinks);
        return [{ type: 'AttachmentUploaded', data: { ...file, links: linkRefsOf(links) } }];
      }
      case 'UpdateAttachment': {
        live(state, command.attachmentId);
        const { attachmentId } = command;
        const events: AttachmentEvent[] = [];
        if (command.fileName !== undefined && command.fileName !== state.fileName) {
          if (command.fileName.trim() === '') {
            throw new DomainError('validation', 'fileName is required', { fileName: 'is required' });
          }
          events.push({
            type: 'AttachmentRenamed',
            data: { attachmentId, from: state.fileName, to: command.fileName },
          });
        }
        if (command.description !== undefined && command.description !== state.description) {
          events.push({
            type: 'AttachmentDescriptionChanged',
            data: { attachmentId, from: state.description, to: command.description },
          });
        }
        for (const type of LinkableTypes) {
          const wanted = command.links[type];
          if (!wanted) continue;
          const current = state.links.filter((l) => l.type === type);
          for (const from of current.filter((l) => !wanted.includes(l.id))) {
            // The client sees the document through this link: it is withdrawn first, on purpose.
            if (type === 'project' && from.id === state.clientProjectId) {
              throw new DomainError(
                'conflict',
                `The document is with the client of project ${from.id}: withdraw it from the client before unlinking it`,
              );
            }
            events.push({ type: 'AttachmentUnlinked', data: { attachmentId, from } });
          }
          const added = wanted.filter((id) => !current.some((l) => l.id === id));
          rejectUnknownLinks(
            added.map((id) => ({ type, id })),
            command.unknownLinks,
          );
          for (const id of added) {
            events.push({ type: 'AttachmentLinked', data: { attachmentId, to: { type, id } } });
          }
        }
        events.push(...buyerAccessChange(state, command));
        return events;
      }
      case 'ChangeAttachmentClientReview':
        live(state, command.attachmentId);
        return decideClientReview(command, { ...state, attachmentId: command.attachmentId });
      case 'DecideAttachmentApproval':
        live(state, command.attachmentId);
        return decideApproval(command, { ...state, attachmentId: command.attachmentId });
      case 'ResubmitAttachment':
        live(state, command.attachmentId);
        return decideResubmission(command, { ...state, attachmentId: command.attachmentId });
      case 'DeleteAttachment':
        live(state, command.attachmentId);
        return [
          {
            type: 'AttachmentDeleted',
            data: { attachmentId: command.attachmentId, fileName: state.fileName, storageKey: state.storageKey },
          },
        ];
      case 'RedactText': {
        const fields = redactableFieldsOf(AttachmentEvents.AttachmentTextRedacted);
        // The attachment's state holds its fields at the top.
        const live = { exists: state.exists, deleted: state.deleted, fields: state };
        const texts = redactedTexts(live, 'Attachment', command.attachmentId, fields, command.texts);
        return [{ type: 'AttachmentTextRedacted', data: { attachmentId: command.attachmentId, texts } }];
      }
      default:
        return unreachable(command);
    }
  },
};

/** A review change: the new review, and the project it is with (none once back to notSubmitted). */
function reviewOf(data: { projectId: string; to: ClientReview }) {
  return { clientReview: data.to, clientProjectId: data.to.state === 'notSubmitted' ? null : data.projectId };
}

function live(state: AttachmentState, attachmentId: string): void {
  if (!state.exists || state.deleted) throw notFound('Attachment', attachmentId);
}

/** The link lists as record references. */
export function linkRefsOf(links: AttachmentLinks): RecordRef[] {
  return LinkableTypes.flatMap((type) => (links[type] ?? []).map((id) => ({ type, id })));
}

/**
 * A buyer document is a project's (issue 38): marking one needs a link to a project after this
 * update, and a buyer document keeps at least one — it is unmarked first, on purpose, as a
 * document with the client is withdrawn before its project is unlinked.
 */
function buyerAccessChange(state: AttachmentState, command: UpdateAttachment): AttachmentEvent[] {
  const to = command.buyerAccess ?? state.buyerAccess;
  const projects = command.links.project ?? state.links.filter((l) => l.type === 'project').map((l) => l.id);
  if (to !== 'none' && projects.length === 0) {
    throw new DomainError(
      'conflict',
      command.buyerAccess === undefined
        ? 'The document is for buyers: set its buyer access to none before unlinking its last project'
        : 'A buyer document belongs to a project: link the document to its project first',
      { buyerAccess: 'needs a linked project' },
    );
  }
  if (to === state.buyerAccess) return [];
  const { attachmentId } = command;
  return [{ type: 'AttachmentBuyerAccessChanged', data: { attachmentId, from: state.buyerAccess, to } }];
}
