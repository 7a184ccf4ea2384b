import type { HistoryEntry } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { describeHistoryEntry } from '../../records/utils/historyDescription.js';
import { companyHistoryWording } from './companyDisplay.js';

const entry = (type: string, data: unknown): HistoryEntry => ({
  type,
  version: 2,
  recordedAt: '2025-03-01T10:00:00.000Z',
  actor: { _id: 'u1', fullName: 'Ada Lovelace' },
  data,
  sentence: [],
});

describe('a company history', () => {
  it('lists each edited field as label: from → to, in readable values', () => {
    const described = describeHistoryEntry(
      entry('CompanyUpdated', {
        companyId: 'c1',
        changes: {
          city: { from: 'London', to: 'Leeds' },
          revenue: { from: 0, to: 2500000 },
          industryType: { from: null, to: 'FoodAndBeverage' },
          relationshipTypes: { from: [], to: ['Lawyer', 'PRDeliveryPartner'] },
        },
      }),
      companyHistoryWording,
    );
    expect(described).toEqual({
      changes: [
        { field: 'City', from: 'London', to: 'Leeds' },
        { field: 'Revenue (£)', from: '£0', to: '£2,500,000' },
        { field: 'Industry', from: '—', to: 'Food And Beverage' },
        { field: 'Relationship types', from: '—', to: 'Lawyer, PR Delivery Partner' },
      ],
    });
  });

  it('shows role flag changes with the badge labels', () => {
    const described = describeHistoryEntry(
      entry('CompanyRoleFlagsChanged', {
        companyId: 'c1',
        changes: { isClinicHost: { from: false, to: true } },
      }),
      companyHistoryWording,
    );
    expect(described).toEqual({
      changes: [{ field: 'Clinic Host', from: 'No', to: 'Yes' }],
    });
  });

  it('keeps free text as typed', () => {
    const described = describeHistoryEntry(
      entry('CompanyUpdated', { changes: { companyName: { from: 'McDonaldCo', to: 'McDonald Co' } } }),
      companyHistoryWording,
    );
    expect(described.changes).toEqual([{ field: 'Company name', from: 'McDonaldCo', to: 'McDonald Co' }]);
  });

  it('has no field lines for a creation or a deletion (the line says it)', () => {
    expect(
      describeHistoryEntry(entry('CompanyRegistered', { fields: { companyName: 'A' } }), companyHistoryWording),
    ).toEqual({ changes: [] });
    expect(describeHistoryEntry(entry('CompanyDeleted', { companyName: 'A' }), companyHistoryWording)).toEqual({
      changes: [],
    });
  });
});
