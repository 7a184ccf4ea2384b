import type { ProjectType } from '@dealbook/contracts';
import { findPeople, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { formatFirmDate } from '../../platform/exports/firm-time.js';
import type { ReportContext } from './report-definition.js';

/** "01/11/2026 – 30/11/2026": a report's period as its title block says it. */
export function periodWords(context: ReportContext, range: { from: Date; to: Date }): string {
  return `${formatFirmDate(context.zone, range.from)} – ${formatFirmDate(context.zone, range.to)}`;
}

const typeWords: Record<ProjectType, string> = {
  all: 'Opportunities and deals',
  deals: 'Deals',
  opportunities: 'Opportunities',
};

/** "Deals of Jane Smith", "Opportunities and deals of everyone". */
export async function scopeWords(db: Kysely<ReadModelDatabase>, type: ProjectType, owner: string): Promise<string> {
  return `${typeWords[type]} of ${await personName(db, owner, 'everyone')}`;
}

/** A person's name for a title block; `all` reads as `everyone`, an unknown id as "an unknown user". */
export async function personName(db: Kysely<ReadModelDatabase>, id: string, all = 'everyone'): Promise<string> {
  if (id === 'all') return all;
  return (await findPeople(db, [id])).get(id)?.fullName ?? 'an unknown user';
}
