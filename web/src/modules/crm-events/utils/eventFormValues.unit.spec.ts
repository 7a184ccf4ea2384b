import { EventStatus, EventType } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../forms/utils/checkForm.js';
import { eventFieldLabels } from './eventFieldLabels.js';
import { changedEventFields, emptyEventValues, eventFormSchema, type EventFormValues } from './eventFormValues.js';

const check = (values: EventFormValues) => checkForm(eventFormSchema, eventFieldLabels, values);

describe('eventFormSchema', () => {
  const base = { ...emptyEventValues(new Date('2026-12-01T09:00:00Z')), description: 'Breakfast' };

  it('parses money as typed and keeps the spec defaults', async () => {
    expect(await check({ ...base, budgetedCost: '£1,250.50', eventType: EventType.Breakfast })).toMatchObject({
      ok: true,
      output: {
        budgetedCost: 1250.5,
        actualCost: 0,
        status: EventStatus.Active,
        eventType: EventType.Breakfast,
        eventDate: '2026-12-01T09:00:00.000Z',
        currentStatusId: 0,
      },
    });
  });

  it("names each invalid field by its label, with the schema's rule", async () => {
    expect(await check({ ...base, description: ' ', budgetedCost: '-5', actualCost: 'lots' })).toEqual({
      ok: false,
      errors: {
        description: 'Description is required',
        budgetedCost: 'Budgeted cost (£) cannot be negative',
        actualCost: 'Actual cost (£) must be a number',
      },
    });
  });

  it('refuses a date that is not one', async () => {
    expect(await check({ ...base, eventDate: 'soon' })).toEqual({
      ok: false,
      errors: { eventDate: 'Date and time must be an ISO date-time' },
    });
  });
});

describe('changedEventFields', () => {
  it('ignores a date written differently but meaning the same moment', async () => {
    const checked = await check({ ...emptyEventValues(new Date('2026-12-01T09:00:00Z')), description: 'x' });
    if (!checked.ok) throw new Error('expected valid');
    const fields = checked.output;
    const same = { ...fields, eventDate: fields.eventDate.replace('.000Z', 'Z') };
    expect(changedEventFields(fields, same)).toEqual({});
    expect(changedEventFields(fields, { ...same, city: 'York' })).toEqual({ city: 'York' });
  });
});
