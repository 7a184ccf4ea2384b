import { MergeableTypeLabels, type MergeableType, type MergedAway } from '@dealbook/contracts';
import { findMergeSurvivor, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { notFound } from '../errors/domain-error.js';

/** A merged-away record's answer: 301 to the survivor's route, with a MergedAway body (the exception filter sends it). */
export class MergedAwayRedirect extends Error {
  override readonly name = 'MergedAwayRedirect';

  constructor(
    readonly location: string,
    readonly body: MergedAway,
  ) {
    super(body.message);
  }
}

const routes: Record<MergeableType, string> = { company: '/api/company', contact: '/api/contact' };
const nouns: Record<MergeableType, string> = { company: 'Company', contact: 'Contact' };

/**
 * The answer for an id no live record has: when it was merged away and the caller may see the
 * record it now lives on (the end of a chain of merges), a 301 there; otherwise the very 404 an
 * unknown id gets, so nobody learns of a record outside their scope, not even that it was merged.
 */
export async function answerMissing(
  db: Kysely<ReadModelDatabase>,
  type: MergeableType,
  id: string,
  maySee: (survivorId: string) => boolean | Promise<boolean>,
): Promise<never> {
  const found = await findMergeSurvivor(db, type, id);
  if (found && (await maySee(found.survivorId))) {
    throw new MergedAwayRedirect(`${routes[type]}/${found.survivorId}`, {
      statusCode: 301,
      message: `This ${MergeableTypeLabels[type].one} was merged into another; it lives on there`,
      mergedInto: { type, _id: found.survivorId },
    });
  }
  throw notFound(nouns[type], id);
}
