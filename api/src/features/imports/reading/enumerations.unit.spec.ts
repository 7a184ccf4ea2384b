import {
  IndustryCategories,
  OpportunityStatus,
  opportunityStatusLabel,
  VelocityProducts,
  velocityProductLabel,
} from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { numericEnumeration, readMember, readMembers, textEnumeration } from './enumerations.js';

const industries = textEnumeration('industries', IndustryCategories);
const statuses = numericEnumeration('opportunity statuses', OpportunityStatus, opportunityStatusLabel);
const products = numericEnumeration('Velocity products', VelocityProducts, velocityProductLabel);

describe('readMember', () => {
  it('reads a member by label, by name (case, spaces and punctuation aside) or, when numeric, by number', () => {
    expect(readMember('Food And Beverage', industries)).toEqual({ ok: true, value: 'FoodAndBeverage' });
    expect(readMember('food-and-beverage', industries)).toEqual({ ok: true, value: 'FoodAndBeverage' });
    expect(readMember('Trying To Organise A Meeting', statuses)).toEqual({ ok: true, value: 2 });
    expect(readMember('tryingToOrganiseAMeeting', statuses)).toEqual({ ok: true, value: 2 });
    expect(readMember('2', statuses)).toEqual({ ok: true, value: 2 });
    expect(readMember('Outbound Approaches ×20', products)).toEqual({ ok: true, value: 28 });
  });

  it('refuses anything else, naming the members closest to what was written', () => {
    expect(readMember('Tech', industries)).toEqual({
      ok: false,
      problem: '"Tech" is not one of the industries (e.g. Technology, Biotechnology, Telecommunications)',
    });
    expect(readMember('99', statuses)).toEqual({
      ok: false,
      problem:
        '"99" is not one of the opportunity statuses (e.g. Introduction, Trying To Organise A Meeting, Meeting Booked)',
    });
  });
});

describe('readMembers', () => {
  it('splits on ";", "|" and new lines, else on commas, and drops duplicates', () => {
    expect(readMembers('Retail; Technology|retail\nLegal', industries)).toEqual({
      ok: true,
      value: ['Retail', 'Technology', 'Legal'],
    });
    expect(readMembers('Spotlight, Outbound Approaches ×20, 10', products)).toEqual({ ok: true, value: [10, 28] });
  });

  it('names every item it cannot read', () => {
    expect(readMembers('Retail, Tech, Foo', industries)).toEqual({
      ok: false,
      problem:
        '"Tech" is not one of the industries (e.g. Technology, Biotechnology, Telecommunications); ' +
        '"Foo" is not one of the industries (e.g. Food And Beverage, Agriculture, Apparel)',
    });
  });
});
