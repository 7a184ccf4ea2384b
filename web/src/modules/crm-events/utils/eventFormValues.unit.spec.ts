import { describe, expect, it } from 'vitest';
import { EventStatus, EventType } from '@dealbook/contracts';
import { changedEventFields, emptyEventValues, parseEventForm } from './eventFormValues.js';

describe('parseEventForm', () => {
  const base = { ...emptyEventValues(new Date('2026-12-01T09:00:00Z')), description: 'Breakfast' };

  it('parses money as typed and keeps the spec defaults', () => {
    const parsed = parseEventForm({ ...base, budgetedCost: '£1,250.50', eventType: EventType.Breakfast });
    expect(parsed).toMatchObject({
      ok: true,
      fields: { budgetedCost: 1250.5, actualCost: 0, status: EventStatus.Active, eventType: EventType.Breakfast },
    });
  });

  it('names each invalid field', () => {
    const parsed = parseEventForm({ ...base, description: ' ', budgetedCost: '-5', actualCost: 'lots' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.errors).sort()).toEqual(['actualCost', 'budgetedCost', 'description']);
    expect(parsed.errors.budgetedCost).toBe('budgetedCost cannot be negative');
  });
});

describe('changedEventFields', () => {
  it('ignores a date written differently but meaning the same moment', () => {
    const parsed = parseEventForm({ ...emptyEventValues(new Date('2026-12-01T09:00:00Z')), description: 'x' });
    if (!parsed.ok) throw new Error('expected valid');
    const same = { ...parsed.fields, eventDate: parsed.fields.eventDate.replace('.000Z', 'Z') };
    expect(changedEventFields(parsed.fields, same)).toEqual({});
    expect(changedEventFields(parsed.fields, { ...same, city: 'York' })).toEqual({ city: 'York' });
  });
});
