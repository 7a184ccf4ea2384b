import { describe, expect, it } from 'vitest';
import {
  DealStatus,
  OpportunityLostReason,
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
  projectFieldsSchema,
  type ProjectCommand,
  type ProjectEvent,
  type ProjectFields,
  type ProjectLookups,
} from '@dealbook/contracts';
import { projectDecider } from './project.decider.js';
import { deciderSpec } from '../../kernel/event-sourcing/decider-spec.js';

const projectId = '0193a000-0000-7000-8000-000000000001';
const acme = { id: '0193a000-0000-7000-8000-0000000000a1', name: 'Acme Ltd' };
const beta = { id: '0193a000-0000-7000-8000-0000000000b2', name: 'Beta LLP' };
const ann = '0193a000-0000-7000-8000-0000000000c1';
const bob = '0193a000-0000-7000-8000-0000000000c2';
const caller = '0193a000-0000-7000-8000-0000000000e1';
const when0 = '2026-01-05T09:00:00.000Z';

const fields = (overrides: Partial<ProjectFields> = {}): ProjectFields => ({
  ...projectFieldsSchema.parse({
    projectName: 'Project Falcon',
    client: acme.id,
    expectedCompletion: when0,
    dateClientSigned: when0,
    introductionDate: when0,
    initialMeetingDate: when0,
    moneyLaunderingChecklistSent: { checked: false, timestamp: when0 },
    moneyLaunderingInformationReceived: { checked: false, timestamp: when0 },
    owner: ann,
  }),
  ...overrides,
});

const lookups = (overrides: Partial<ProjectLookups> = {}): ProjectLookups => ({
  client: null,
  nonStaff: [],
  nonExternal: [],
  ...overrides,
});

const registered = (overrides: Partial<ProjectFields> = {}): ProjectEvent => ({
  type: 'ProjectRegistered',
  data: { projectId, reference: 'PRJ-000001', fields: fields(overrides), clientName: acme.name },
});
const deleted: ProjectEvent = { type: 'ProjectDeleted', data: { projectId, projectName: 'Project Falcon' } };

/** given past events, when a command: the events it decides. */
const given = deciderSpec(projectDecider);

const register = (overrides: Partial<ProjectFields> = {}, found: Partial<ProjectLookups> = {}): ProjectCommand => ({
  type: 'RegisterProject',
  projectId,
  reference: 'PRJ-000001',
  fields: fields(overrides),
  lookups: lookups({ client: acme, ...found }),
});
const update = (changes: Partial<ProjectFields>, found: Partial<ProjectLookups> = {}): ProjectCommand => ({
  type: 'UpdateProject',
  projectId,
  changes,
  lookups: lookups(found),
});

describe('RegisterProject', () => {
  it('records the registration with the reference and the client name registerProject looked up', () => {
    given().when(register()).then([registered()]);
  });

  it('refuses an unknown client company, naming the field', () => {
    const error = given()
      .when(register({}, { client: null }))
      .thenRefuses();
    expect(error.code).toBe('validation');
    expect(error.details).toEqual({ client: `no company ${acme.id}` });
  });

  it('refuses owners and bluebox contacts who are not active staff, and callers who are not external', () => {
    const command = register(
      { blueboxContacts: [ann, bob], externalCallers: [caller, bob] },
      { nonStaff: [ann, bob], nonExternal: [bob] },
    );
    const error = given().when(command).thenRefuses();
    expect(error.code).toBe('validation');
    expect(error.details).toEqual({
      owner: `not an active staff user: ${ann}`,
      blueboxContacts: `not active staff users: ${ann}, ${bob}`,
      externalCallers: `not active external users: ${bob}`,
    });
  });

  it('refuses velocity products on a project whose service is not Velocity', () => {
    const products = { velocityProducts: [VelocityProducts.Spotlight] };
    const error = given().when(register(products)).thenRefuses();
    expect(error.details).toHaveProperty('velocityProducts');
    const velocity = register({ ...products, serviceOfInterest: ProjectServiceType.Velocity });
    expect(given().when(velocity).events()).toHaveLength(1);
  });

  it('refuses a second registration of the same id', () => {
    given(registered()).when(register()).thenRefuses({ code: 'conflict' });
  });
});

describe('UpdateProject', () => {
  it('records the plain form fields in one ProjectUpdated with what each was', () => {
    const events = given(registered())
      .when(update({ projectName: 'Project Eagle', description: 'Sale of the group', expectedCompletion: when0 }))
      .events();
    expect(events).toEqual([
      {
        type: 'ProjectUpdated',
        data: {
          projectId,
          changes: {
            projectName: { from: 'Project Falcon', to: 'Project Eagle' },
            description: { from: '', to: 'Sale of the group' },
          },
        },
      },
    ]);
  });

  it('records a status move as ProjectStatusChanged {from, to}', () => {
    given(registered())
      .when(update({ status: ProjectStatus.PitchHeld }))
      .then([
        {
          type: 'ProjectStatusChanged',
          data: { projectId, from: ProjectStatus.AwaitingPitch, to: ProjectStatus.PitchHeld },
        },
      ]);
  });

  it('lets statuses move freely, backwards too (spec §4.3: no transition rules)', () => {
    const signed: ProjectEvent = {
      type: 'ProjectStatusChanged',
      data: { projectId, from: ProjectStatus.AwaitingPitch, to: ProjectStatus.DeadDeal },
    };
    given(registered(), signed)
      .when(update({ status: ProjectStatus.AwaitingPitch }))
      .then([
        {
          type: 'ProjectStatusChanged',
          data: { projectId, from: ProjectStatus.DeadDeal, to: ProjectStatus.AwaitingPitch },
        },
      ]);
  });

  it('records an opportunity status move', () => {
    given(registered())
      .when(update({ opportunityStatus: OpportunityStatus.MeetingBooked }))
      .then([
        {
          type: 'OpportunityStatusChanged',
          data: { projectId, from: OpportunityStatus.Introduction, to: OpportunityStatus.MeetingBooked },
        },
      ]);
  });

  it('converts an opportunity to a deal, carrying the deal status it starts in', () => {
    given(registered())
      .when(update({ isDeal: true }))
      .then([
        {
          type: 'ProjectConvertedToDeal',
          data: { projectId, from: false, to: true, dealStatus: DealStatus.SignedButNothingStarted },
        },
      ]);
    const withStatus = given(registered()).when(
      update({ isDeal: true, dealStatus: DealStatus.PreparingSaleDocuments }),
    );
    withStatus.then([
      {
        type: 'DealStatusChanged',
        data: { projectId, from: DealStatus.SignedButNothingStarted, to: DealStatus.PreparingSaleDocuments },
      },
      {
        type: 'ProjectConvertedToDeal',
        data: { projectId, from: false, to: true, dealStatus: DealStatus.PreparingSaleDocuments },
      },
    ]);
  });

  it('returns a deal to being an opportunity', () => {
    const converted: ProjectEvent = {
      type: 'ProjectConvertedToDeal',
      data: { projectId, from: false, to: true, dealStatus: DealStatus.SignedButNothingStarted },
    };
    const { state, when } = given(registered(), converted);
    expect(state.fields?.isDeal).toBe(true);
    when(update({ isDeal: false })).then([
      { type: 'ProjectReturnedToOpportunity', data: { projectId, from: true, to: false } },
    ]);
  });

  it('records a deal status move', () => {
    given(registered())
      .when(update({ dealStatus: DealStatus.Dead }))
      .then([
        {
          type: 'DealStatusChanged',
          data: { projectId, from: DealStatus.SignedButNothingStarted, to: DealStatus.Dead },
        },
      ]);
  });

  it('records why an opportunity was lost, and a correction of it, as LostOpportunityRecorded', () => {
    const lost = given(registered())
      .when(update({ lostOpportunityReason: OpportunityLostReason.Price, lostOpportunityDescription: 'Fee too high' }))
      .events();
    expect(lost).toEqual([
      {
        type: 'LostOpportunityRecorded',
        data: {
          projectId,
          from: { reason: null, description: '' },
          to: { reason: OpportunityLostReason.Price, description: 'Fee too high' },
        },
      },
    ]);
    const corrected = given(registered(), lost[0]!)
      .when(update({ lostOpportunityReason: null }))
      .events();
    expect(corrected).toEqual([
      {
        type: 'LostOpportunityRecorded',
        data: {
          projectId,
          from: { reason: OpportunityLostReason.Price, description: 'Fee too high' },
          to: { reason: null, description: 'Fee too high' },
        },
      },
    ]);
  });

  it('records a change of service with its products, and clears the products when it leaves Velocity', () => {
    const toVelocity = given(registered())
      .when(update({ serviceOfInterest: ProjectServiceType.Velocity, velocityProducts: [VelocityProducts.Spotlight] }))
      .events();
    expect(toVelocity).toEqual([
      {
        type: 'ProjectServiceChanged',
        data: {
          projectId,
          from: { serviceOfInterest: ProjectServiceType.Sale, velocityProducts: [] },
          to: { serviceOfInterest: ProjectServiceType.Velocity, velocityProducts: [VelocityProducts.Spotlight] },
        },
      },
    ]);
    const leaving = given(registered(), toVelocity[0]!)
      .when(update({ serviceOfInterest: ProjectServiceType.Other }))
      .events();
    expect(leaving).toEqual([
      {
        type: 'ProjectServiceChanged',
        data: {
          projectId,
          from: { serviceOfInterest: ProjectServiceType.Velocity, velocityProducts: [VelocityProducts.Spotlight] },
          to: { serviceOfInterest: ProjectServiceType.Other, velocityProducts: [] },
        },
      },
    ]);
  });

  it('refuses velocity products on a project that is not Velocity, changing nothing', () => {
    const error = given(registered())
      .when(update({ velocityProducts: [VelocityProducts.HealthCheck] }))
      .thenRefuses();
    expect(error.code).toBe('validation');
    expect(error.message).toMatch(/Velocity/);
  });

  it('records a new client with both names, and refuses one that does not exist', () => {
    given(registered())
      .when(update({ client: beta.id }, { client: beta }))
      .then([{ type: 'ProjectClientChanged', data: { projectId, from: acme, to: beta } }]);
    const error = given(registered())
      .when(update({ client: beta.id }, { client: null }))
      .thenRefuses();
    expect(error.details).toEqual({ client: `no company ${beta.id}` });
  });

  it('records each money-laundering tick as its own event', () => {
    const sent = { checked: true, timestamp: '2026-02-01T10:00:00.000Z' };
    const received = { checked: true, timestamp: '2026-02-03T10:00:00.000Z' };
    const before = { checked: false, timestamp: when0 };
    expect(
      given(registered())
        .when(update({ moneyLaunderingChecklistSent: sent, moneyLaunderingInformationReceived: received }))
        .events(),
    ).toEqual([
      {
        type: 'MoneyLaunderingCheckRecorded',
        data: { projectId, check: 'moneyLaunderingChecklistSent', from: before, to: sent },
      },
      {
        type: 'MoneyLaunderingCheckRecorded',
        data: { projectId, check: 'moneyLaunderingInformationReceived', from: before, to: received },
      },
    ]);
  });

  it('records the owner, bluebox contacts and external callers together as ProjectTeamChanged', () => {
    expect(
      given(registered())
        .when(update({ owner: bob, blueboxContacts: [ann, bob], externalCallers: [caller] }))
        .events(),
    ).toEqual([
      {
        type: 'ProjectTeamChanged',
        data: {
          projectId,
          changes: {
            owner: { from: ann, to: bob },
            blueboxContacts: { from: [], to: [ann, bob] },
            externalCallers: { from: [], to: [caller] },
          },
        },
      },
    ]);
  });

  it('checks only the people a change adds: someone already on the project does not block an edit', () => {
    const { when } = given(registered({ blueboxContacts: [ann] }));
    expect(when(update({ blueboxContacts: [ann, bob] }, { nonStaff: [ann] })).events()).toHaveLength(1);
    when(update({ blueboxContacts: [ann, bob] }, { nonStaff: [bob] })).thenRefuses({
      details: { blueboxContacts: `not active staff users: ${bob}` },
    });
    when(update({ externalCallers: [ann] }, { nonExternal: [ann] })).thenRefuses({
      details: { externalCallers: `not active external users: ${ann}` },
    });
  });

  it('records nothing for a change that changes nothing (the record echoed back)', () => {
    const same = fields();
    const echoed = {
      ...same,
      moneyLaunderingChecklistSent: { checked: false, timestamp: '2026-01-05T09:00:00Z' },
    };
    given(registered())
      .when(update(echoed, { client: acme }))
      .then([]);
    given(registered()).when(update({})).then([]);
  });

  it('refuses every command on a deleted or unknown project as not found', () => {
    expect(
      given(registered(), deleted)
        .when(update({ status: 2 }))
        .thenRefuses().code,
    ).toBe('not_found');
    expect(
      given()
        .when(update({ status: 2 }))
        .thenRefuses().code,
    ).toBe('not_found');
    expect(given(registered(), deleted).when({ type: 'DeleteProject', projectId }).thenRefuses().code).toBe(
      'not_found',
    );
  });
});

describe('DeleteProject', () => {
  it('records the deletion with the name it had', () => {
    given(registered()).when({ type: 'DeleteProject', projectId }).then([deleted]);
  });
});

describe('evolve', () => {
  it('folds every transition into the state a replay shows', () => {
    const { state } = given(
      registered(),
      { type: 'ProjectStatusChanged', data: { projectId, from: 1, to: 3 } },
      { type: 'ProjectClientChanged', data: { projectId, from: acme, to: beta } },
      {
        type: 'ProjectServiceChanged',
        data: {
          projectId,
          from: { serviceOfInterest: 1, velocityProducts: [] },
          to: { serviceOfInterest: 3, velocityProducts: [10] },
        },
      },
      {
        type: 'ProjectTeamChanged',
        data: { projectId, changes: { externalCallers: { from: [], to: [caller] } } },
      },
    );
    expect(state.clientName).toBe(beta.name);
    expect(state.fields).toMatchObject({
      status: 3,
      client: beta.id,
      serviceOfInterest: 3,
      velocityProducts: [10],
      externalCallers: [caller],
    });
  });
});
