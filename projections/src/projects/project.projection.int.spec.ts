import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
  formatProjectReference,
  projectFieldsSchema,
  type CompanyUpdated,
  type ProjectEvent,
} from '@dealbook/contracts';
import { projectionSpec } from '../../../test/support/projection-spec.js';
import { useReadModelDatabase } from '../../../test/support/read-model-test-database.js';
import { projectProjection } from './project.projection.js';

/**
 * What the projects read model holds after a project's events: every business transition landing
 * on the field (and indexed column) the boards and reports read, the client's name beside its id
 * following both a change of client and a rename of the client company, replays that never bring
 * an older value back, and no row once the project is deleted.
 */
const database = useReadModelDatabase('project_projection');

let references = 0;
const registered = (projectId: string, client: string, clientName = 'Acme'): ProjectEvent => ({
  type: 'ProjectRegistered',
  data: {
    projectId,
    reference: formatProjectReference((references += 1)),
    clientName,
    fields: projectFieldsSchema.parse({ projectName: 'Sale of Acme', client }),
  },
});
const companyRenamed = (companyId: string, from: string, to: string): CompanyUpdated => ({
  type: 'CompanyUpdated',
  data: { companyId, changes: { companyName: { from, to } } },
});

async function projectRow(projectId: string) {
  return database()
    .selectFrom('projects')
    .select(['version', 'doc', 'client_id', 'client_name', 'status', 'is_deal', 'deal_status', 'service_of_interest'])
    .where('id', '=', projectId)
    .executeTakeFirst();
}

describe('projects projection', () => {
  it('lands each transition on the fields and columns boards and reports read', async () => {
    const projectId = randomUUID();
    const owner = randomUUID();
    const checked = { checked: true, timestamp: '2026-02-01T10:00:00.000Z' };
    const spec = projectionSpec(database(), projectProjection);
    await spec.given(
      `project-${projectId}`,
      registered(projectId, randomUUID()),
      {
        type: 'ProjectStatusChanged',
        data: { projectId, from: ProjectStatus.AwaitingPitch, to: ProjectStatus.PitchHeld },
      },
      {
        type: 'OpportunityStatusChanged',
        data: { projectId, from: OpportunityStatus.Introduction, to: OpportunityStatus.MeetingBooked },
      },
      {
        type: 'ProjectConvertedToDeal',
        data: { projectId, from: false, to: true, dealStatus: DealStatus.PreparingSaleDocuments },
      },
      {
        type: 'LostOpportunityRecorded',
        data: {
          projectId,
          from: { reason: null, description: '' },
          to: { reason: OpportunityLostReason.Price, description: 'Fee too high' },
        },
      },
      {
        type: 'ProjectServiceChanged',
        data: {
          projectId,
          from: { serviceOfInterest: ProjectServiceType.Sale, velocityProducts: [] },
          to: {
            serviceOfInterest: ProjectServiceType.Velocity,
            velocityProducts: [VelocityProducts.SellABusinessClassic],
          },
        },
      },
      {
        type: 'MoneyLaunderingCheckRecorded',
        data: {
          projectId,
          check: 'moneyLaunderingChecklistSent',
          from: { checked: false, timestamp: '2026-01-01T00:00:00.000Z' },
          to: checked,
        },
      },
      {
        type: 'ProjectTeamChanged',
        data: { projectId, changes: { owner: { from: null, to: owner }, blueboxContacts: { from: [], to: [owner] } } },
      },
      {
        type: 'ProjectUpdated',
        data: { projectId, changes: { description: { from: '', to: 'Retiring founder' } } },
      },
    );
    const row = await projectRow(projectId);
    expect(row).toMatchObject({
      version: 9,
      status: ProjectStatus.PitchHeld,
      is_deal: true,
      deal_status: DealStatus.PreparingSaleDocuments,
      service_of_interest: ProjectServiceType.Velocity,
      doc: {
        projectName: 'Sale of Acme',
        opportunityStatus: OpportunityStatus.MeetingBooked,
        lostOpportunityReason: OpportunityLostReason.Price,
        lostOpportunityDescription: 'Fee too high',
        velocityProducts: [VelocityProducts.SellABusinessClassic],
        moneyLaunderingChecklistSent: checked,
        moneyLaunderingInformationReceived: { checked: false },
        owner,
        blueboxContacts: [owner],
        description: 'Retiring founder',
      },
    });

    await spec.given(
      `project-${projectId}`,
      { type: 'ProjectReturnedToOpportunity', data: { projectId, from: true, to: false } },
      {
        type: 'DealStatusChanged',
        data: { projectId, from: DealStatus.PreparingSaleDocuments, to: DealStatus.Deferred },
      },
    );
    expect(await projectRow(projectId)).toMatchObject({ is_deal: false, deal_status: DealStatus.Deferred });
  });

  it('keeps the client’s name beside its id through a change of client and renames of either company', async () => {
    const projectId = randomUUID();
    const otherProject = randomUUID();
    const [acme, apex] = [randomUUID(), randomUUID()];
    const spec = projectionSpec(database(), projectProjection);
    await spec.given(`project-${otherProject}`, registered(otherProject, acme));
    await spec.given(`project-${projectId}`, registered(projectId, acme));
    await spec.given(`company-${acme}`, companyRenamed(acme, 'Acme', 'Acme Holdings'));
    expect(await projectRow(projectId)).toMatchObject({ client_id: acme, client_name: 'Acme Holdings' });

    await spec.given(`project-${projectId}`, {
      type: 'ProjectClientChanged',
      data: { projectId, from: { id: acme, name: 'Acme Holdings' }, to: { id: apex, name: 'Apex' } },
    });
    expect(await projectRow(projectId)).toMatchObject({ client_id: apex, client_name: 'Apex', doc: { client: apex } });

    await spec.given(`company-${acme}`, companyRenamed(acme, 'Acme Holdings', 'Acme Group'));
    await spec.given(`company-${apex}`, companyRenamed(apex, 'Apex', 'Apex Ltd'));
    expect(await projectRow(projectId)).toMatchObject({ client_id: apex, client_name: 'Apex Ltd' });
    expect(await projectRow(otherProject)).toMatchObject({ client_id: acme, client_name: 'Acme Group' });

    // An edit of the company that leaves its name alone leaves the projects' client name alone.
    await spec.given(`company-${apex}`, {
      type: 'CompanyUpdated',
      data: { companyId: apex, changes: { city: { from: '', to: 'York' } } },
    });
    expect(await projectRow(projectId)).toMatchObject({ client_name: 'Apex Ltd' });
  });

  it('never brings an older value back when the log is replayed', async () => {
    const projectId = randomUUID();
    const spec = projectionSpec(database(), projectProjection);
    await spec.given(
      `project-${projectId}`,
      registered(projectId, randomUUID()),
      {
        type: 'ProjectStatusChanged',
        data: { projectId, from: ProjectStatus.AwaitingPitch, to: ProjectStatus.PitchHeld },
      },
      {
        type: 'ProjectStatusChanged',
        data: { projectId, from: ProjectStatus.PitchHeld, to: ProjectStatus.SignedClient },
      },
      { type: 'ProjectUpdated', data: { projectId, changes: { projectName: { from: 'Sale of Acme', to: 'Acme' } } } },
    );
    const before = await projectRow(projectId);
    await spec.replayAll();
    expect(await projectRow(projectId)).toEqual(before);
    expect(before).toMatchObject({ version: 4, status: ProjectStatus.SignedClient, doc: { projectName: 'Acme' } });
  });

  it('removes a deleted project, and it stays gone on replay', async () => {
    const projectId = randomUUID();
    const spec = projectionSpec(database(), projectProjection);
    await spec.given(`project-${projectId}`, registered(projectId, randomUUID()), {
      type: 'ProjectDeleted',
      data: { projectId, projectName: 'Sale of Acme' },
    });
    expect(await projectRow(projectId)).toBeUndefined();
    await spec.replayAll();
    expect(await projectRow(projectId)).toBeUndefined();
  });
});
