import { describe, expect, it } from 'vitest';
import { DealStatus, OpportunityStatus, ProjectStatus, type RecordedEvent } from '@dealbook/contracts';
import { clientTimelineOf } from './client-timeline.js';

let version = 0;
function recorded(type: string, data: unknown, at: string): RecordedEvent {
  version += 1;
  return {
    eventId: `e${version}`,
    streamId: 'project-p1',
    streamVersion: version,
    position: { commit: BigInt(version), prepare: BigInt(version) },
    type,
    schemaVersion: 1,
    data,
    metadata: { actorId: 'staff-member', correlationId: 'c', causationId: null },
    recordedAt: new Date(at),
  };
}

describe('clientTimelineOf', () => {
  it("reads the project's status changes newest first, in the client's words, without who", () => {
    const timeline = clientTimelineOf([
      recorded(
        'ProjectRegistered',
        { projectId: 'p1', fields: { status: ProjectStatus.SignedClient } },
        '2026-10-01T09:00:00Z',
      ),
      recorded(
        'ProjectUpdated',
        { projectId: 'p1', changes: { projectName: { from: 'A', to: 'B' } } },
        '2026-10-02T09:00:00Z',
      ),
      recorded(
        'ProjectStatusChanged',
        { projectId: 'p1', from: ProjectStatus.SignedClient, to: ProjectStatus.BlueDiamond },
        '2026-10-03T09:00:00Z',
      ),
      recorded(
        'OpportunityStatusChanged',
        { projectId: 'p1', from: OpportunityStatus.ProposalSent, to: OpportunityStatus.ClosedWon },
        '2026-10-04T09:00:00Z',
      ),
      recorded(
        'DealStatusChanged',
        {
          projectId: 'p1',
          from: DealStatus.SignedButNothingStarted,
          to: DealStatus.PreparingSaleDocuments,
        },
        '2026-10-05T09:00:00Z',
      ),
    ]);
    expect(timeline).toEqual([
      {
        at: '2026-10-05T09:00:00.000Z',
        kind: 'deal',
        from: 'Signed But Nothing Started',
        to: 'Preparing Sale Documents',
      },
      { at: '2026-10-04T09:00:00.000Z', kind: 'opportunity', from: 'Proposal Sent', to: 'Closed Won' },
      { at: '2026-10-03T09:00:00.000Z', kind: 'status', from: 'Engagement signed', to: 'Business review' },
      { at: '2026-10-01T09:00:00.000Z', kind: 'status', from: '', to: 'Engagement signed' },
    ]);
    expect(JSON.stringify(timeline)).not.toContain('staff-member');
  });
});
