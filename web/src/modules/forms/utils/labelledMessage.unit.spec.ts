import { describe, expect, it } from 'vitest';
import { labelledMessage } from './labelledMessage.js';

const labels = {
  companyName: 'Company name',
  sentNDA: 'NDA sent',
  startDate: 'Start date',
  endDate: 'End date',
  revenue: 'Revenue',
};

describe('labelledMessage', () => {
  it('names the field by its label, never its property', () => {
    expect(labelledMessage('companyName is required', labels, 'companyName')).toBe('Company name is required');
    expect(labelledMessage('endDate must not be before startDate', labels, 'endDate')).toBe(
      'End date must not be before start date',
    );
  });

  it('drops a property name given as a hint in brackets and keeps capitals of an acronym', () => {
    expect(labelledMessage('An NDA cannot be signed before it is sent: tick NDA sent (sentNDA) too', labels)).toBe(
      'An NDA cannot be signed before it is sent: tick NDA sent too',
    );
    expect(labelledMessage('tick sentNDA first', labels)).toBe('Tick NDA sent first');
  });

  it("says zod's own wordings in plain words with the label", () => {
    expect(labelledMessage('Too small: expected string to have >=1 characters', labels, 'companyName')).toBe(
      'Company name is required',
    );
    expect(labelledMessage('Too big: expected string to have <=200 characters', labels, 'companyName')).toBe(
      'Company name must be at most 200 characters',
    );
    expect(labelledMessage('Too small: expected number to be >=0', labels, 'revenue')).toBe(
      'Revenue must be at least 0',
    );
    expect(labelledMessage('Invalid input: expected string, received undefined', labels, 'startDate')).toBe(
      'Start date is required',
    );
  });

  it('leaves a message about no known field as it is, capitalised', () => {
    expect(labelledMessage('invalid email address', labels, 'email')).toBe('Invalid email address');
  });
});
