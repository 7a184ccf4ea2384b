import type { Project, RecordedEvent } from '@dealbook/contracts';
import { toProject, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { projectDecider } from '../projects/project.decider.js';
import { foldEvents } from '../../kernel/event-sourcing/decider.js';

/**
 * A project as it stood after these events, folded by the project decider itself so the replay
 * and the write side can never disagree. The client is named as the events named it; the people
 * are named from their user records. What lives on other streams (the client's logo and
 * employees, linked records, purchasers) is not part of the project's history: empty here.
 */
export async function replayProject(
  db: Kysely<ReadModelDatabase>,
  id: string,
  events: readonly RecordedEvent[],
): Promise<Project | undefined> {
  const state = foldEvents(projectDecider, events);
  if (!state.exists || state.deleted || !state.fields) return undefined;
  const row = {
    id,
    version: events.at(-1)!.streamVersion,
    doc: { ...state.fields, reference: state.reference },
    client_name: state.clientName,
    created_at: events[0]!.recordedAt,
    updated_at: events.at(-1)!.recordedAt,
  };
  return toProject(db, row, {
    client: {
      _id: state.fields.client,
      companyName: state.clientName,
      logoUrl: '',
      industryType: null,
      opportunitySource: null,
      employees: [],
    },
    tasks: [],
    attachments: [],
    notes: [],
    payments: [],
    communications: [],
    purchaserCount: 0,
  });
}
