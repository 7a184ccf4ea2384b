import {
  OpportunityStatus,
  ProjectServiceType,
  ProjectStatus,
  VelocityProducts,
  type Project,
} from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import {
  changedProjectFields,
  newProjectFormValues,
  projectFormLabels,
  projectFormSchema,
  projectFormValues,
  toRequestBody,
  type ProjectFormValues,
} from './projectFormValues.js';

const check = (values: ProjectFormValues) => checkForm(projectFormSchema, projectFormLabels, values);

const me = { _id: '0193b3c4-0000-7000-8000-000000000001', fullName: 'Ada Admin' };
const client = { _id: '0193b3c4-0000-7000-8000-0000000000c1', companyName: 'Acme', logoUrl: '' };

describe('newProjectFormValues', () => {
  it('starts with the spec’s defaults, the list’s deal flag and service, and its creator as owner', () => {
    const now = new Date('2026-03-01T09:00:00.000Z');
    const values = newProjectFormValues(
      { isDeal: true, serviceOfInterest: ProjectServiceType.Velocity, owner: me },
      now,
    );
    expect(values).toMatchObject({
      projectName: '',
      client: null,
      status: ProjectStatus.AwaitingPitch,
      opportunityStatus: OpportunityStatus.Introduction,
      isDeal: true,
      serviceOfInterest: ProjectServiceType.Velocity,
      velocityProducts: [],
      owner: me,
      expectedCompletion: now.toISOString(),
      moneyLaunderingChecklistSent: { checked: false, timestamp: now.toISOString() },
    });
  });
});

describe('projectFormSchema', () => {
  it('asks for the name and the client before anything is sent, in the fields’ labels', async () => {
    expect(await check(newProjectFormValues({}))).toEqual({
      ok: false,
      errors: { projectName: 'Project name is required', client: 'Choose the client company' },
    });
  });

  it('says a name that is too long in the field’s label', async () => {
    const checked = await check({ ...newProjectFormValues({}), projectName: 'x'.repeat(201), client });
    expect(checked).toEqual({ ok: false, errors: { projectName: 'Project name must be at most 200 characters' } });
  });

  it('sends the client and people as ids, and products only for Velocity', async () => {
    const values = {
      ...newProjectFormValues({ owner: me }),
      projectName: ' Sale of Acme ',
      client,
      velocityProducts: [VelocityProducts.Spotlight],
      blueboxContacts: [me],
    };
    expect(await check(values)).toMatchObject({
      ok: true,
      output: {
        projectName: 'Sale of Acme',
        client: client._id,
        owner: me._id,
        blueboxContacts: [me._id],
        velocityProducts: [],
      },
    });
    const velocity = await check({ ...values, serviceOfInterest: ProjectServiceType.Velocity });
    expect(velocity.ok && velocity.output.velocityProducts).toEqual([VelocityProducts.Spotlight]);
  });
});

describe('changedProjectFields', () => {
  const project = {
    ...newProjectFormValues({ owner: me, serviceOfInterest: ProjectServiceType.Velocity }),
    projectName: 'Sale of Acme',
    client: { ...client, industryType: null, opportunitySource: null, employees: [] },
    externalCallers: [],
    velocityProducts: [VelocityProducts.Spotlight, VelocityProducts.TaxReview],
  } as unknown as Project;
  const base = toRequestBody(projectFormValues(project));

  it('is empty when nothing changed, whatever the order of a multi-select', () => {
    const same = { ...base, velocityProducts: [VelocityProducts.TaxReview, VelocityProducts.Spotlight] };
    expect(changedProjectFields(base, same)).toEqual({});
  });

  it('names only the fields that changed', () => {
    const next = { ...base, status: ProjectStatus.PitchHeld, description: 'Second meeting' };
    expect(changedProjectFields(base, next)).toEqual({
      status: ProjectStatus.PitchHeld,
      description: 'Second meeting',
    });
  });
});
