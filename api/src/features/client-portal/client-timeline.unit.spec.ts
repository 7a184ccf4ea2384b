import { describe, expect, it } from 'vitest';
import { clientStages, DealStatus, OpportunityStatus, ProjectStatus, type RecordedEvent } from '@dealbook/contracts';
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
      // The opportunity won (Engagement signed) after the business review began: no step back.
      { at: '2026-10-05T09:00:00.000Z', kind: 'deal', from: 'Business review', to: 'Preparing sale documents' },
      { at: '2026-10-03T09:00:00.000Z', kind: 'status', from: 'Engagement signed', to: 'Business review' },
      { at: '2026-10-01T09:00:00.000Z', kind: 'status', from: '', to: 'Engagement signed' },
    ]);
    expect(JSON.stringify(timeline)).not.toContain('staff-member');
  });

  it('names no internal status: every opportunity and deal status reads as a client stage', () => {
    const internal = [
      ...Object.values(OpportunityStatus).map((value) => ['OpportunityStatusChanged', value] as const),
      ...Object.values(DealStatus).map((value) => ['DealStatusChanged', value] as const),
      ...Object.values(ProjectStatus).map((value) => ['ProjectStatusChanged', value] as const),
    ];
    const words = new Set(Object.values(clientStages).map((stage) => stage.title));
    for (const [type, value] of internal) {
      const [entry] = clientTimelineOf([
        recorded(type, { projectId: 'p1', from: null, to: value }, '2026-10-01T09:00:00Z'),
      ]);
      expect(words.has(entry!.to), `${type} ${value} reads "${entry!.to}"`).toBe(true);
    }
  });

  it('follows one track of stages: a change that keeps the client where they are, repeats another field or sets a sub-status behind, is left out', () => {
    const timeline = clientTimelineOf([
      recorded(
        'ProjectRegistered',
        { projectId: 'p1', fields: { status: ProjectStatus.AwaitingPitch } },
        '2026-10-01T09:00:00Z',
      ),
      recorded(
        'OpportunityStatusChanged',
        { projectId: 'p1', from: OpportunityStatus.Introduction, to: OpportunityStatus.MeetingBooked },
        '2026-10-02T09:00:00Z',
      ),
      recorded(
        'ProjectStatusChanged',
        { projectId: 'p1', from: ProjectStatus.AwaitingPitch, to: ProjectStatus.ApproachingPurchasers },
        '2026-10-03T09:00:00Z',
      ),
      recorded(
        'DealStatusChanged',
        {
          projectId: 'p1',
          from: DealStatus.SignedButNothingStarted,
          to: DealStatus.CurrentlyApproachingPotentialPurchasers,
        },
        '2026-10-03T09:00:00Z',
      ),
      recorded(
        'OpportunityStatusChanged',
        { projectId: 'p1', from: OpportunityStatus.MeetingBooked, to: OpportunityStatus.ProposalSent },
        '2026-10-04T09:00:00Z',
      ),
    ]);
    expect(timeline).toEqual([
      { at: '2026-10-03T09:00:00.000Z', kind: 'status', from: 'Getting started', to: 'Approaching buyers' },
      { at: '2026-10-01T09:00:00.000Z', kind: 'status', from: '', to: 'Getting started' },
    ]);
  });
});
