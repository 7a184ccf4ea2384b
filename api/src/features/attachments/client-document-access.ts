import type { Kysely } from 'kysely';
import type { SessionUser } from '@dealbook/contracts';
import { findAttachmentFile, type AttachmentFile, type ReadModelDatabase } from '@dealbook/projections';
import { clientScopeOf, requireClientProject } from '../client-portal/client-scope.js';
import { notFound } from '../../kernel/errors/domain-error.js';

/**
 * A document the client may see: one shared with or submitted to the client of one of their
 * projects. Anything else (unknown, internal, another client's) is the same 404, so a client
 * learns nothing about documents that are not theirs, not even that they exist.
 */
export async function requireClientDocument(
  db: Kysely<ReadModelDatabase>,
  user: SessionUser,
  attachmentId: string,
): Promise<AttachmentFile & { clientProjectId: string }> {
  const record = await findAttachmentFile(db, attachmentId);
  const projectId = record?.clientProjectId;
  if (!record || !projectId || record.reviewState === 'notSubmitted') throw notFound('Attachment', attachmentId);
  try {
    requireClientProject(await clientScopeOf(db, user), projectId);
  } catch {
    throw notFound('Attachment', attachmentId);
  }
  return { ...record, clientProjectId: projectId };
}
