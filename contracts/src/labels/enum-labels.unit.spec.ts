import { describe, expect, it } from 'vitest';
import * as textEnumModule from '../enums/company-enums.js';
import * as numericEnumModule from '../enums/numeric-enums.js';
import { DealStatus, OpportunityStatus, ProjectStatus, VelocityProducts } from '../enums/numeric-enums.js';
import type { NumericEnum } from '../enums/numeric-enum.js';
import { enumValueLabel, textEnumLabel } from './enum-labels.js';
import { numericEnumLabels } from './numeric-enum-labels.js';
import { textEnumLabels } from './text-enum-labels.js';

const modules = { ...textEnumModule, ...numericEnumModule } as Record<string, unknown>;
/** Every enumeration the enums folder declares: frozen name -> number maps and lists of names. */
const numericEnums = Object.entries(modules).filter(
  (entry): entry is [string, NumericEnum] =>
    typeof entry[1] === 'object' && entry[1] !== null && !Array.isArray(entry[1]),
);
const textEnums = Object.entries(modules).filter((entry): entry is [string, readonly string[]] =>
  Array.isArray(entry[1]),
);

/** Names written that way in plain English: a brand and the market shorthands. */
const writtenAsIs = new Set(['LinkedIn', 'B2B', 'B2C']);

/** An identifier a person would not read as words: joined words ("ColdCall"), or letters run into digits ("Listof20"). */
const identifierLike = (value: string) =>
  !/\s/.test(value) && !writtenAsIs.has(value) && /[a-z][A-Z]|[a-zA-Z]\d|\d[a-zA-Z]/.test(value);

describe('enumeration labels', () => {
  it('has a hand-written label table for every enumeration of contracts/src/enums', () => {
    expect(numericEnums.length).toBeGreaterThan(10);
    expect(textEnums.length).toBeGreaterThan(10);
    for (const [name, e] of numericEnums) expect(numericEnumLabels.has(e), name).toBe(true);
    for (const [name, values] of textEnums) expect(textEnumLabels.has(values), name).toBe(true);
  });

  it('labels every value in words, never as its identifier', () => {
    for (const [name, e] of numericEnums) {
      for (const [member, value] of Object.entries(e)) {
        const label = enumValueLabel(e, value);
        expect(label.trim(), `${name}.${member}`).not.toBe('');
        if (identifierLike(member)) expect(label, `${name}.${member}`).not.toBe(member);
        expect(label, `${name}.${member}`).not.toBe(String(value));
      }
    }
    for (const [name, values] of textEnums) {
      const table = textEnumLabels.get(values)!;
      expect(Object.keys(table).sort(), name).toEqual([...values].sort());
      for (const value of values) {
        expect(table[value]?.trim(), `${name} ${value}`).toBeTruthy();
        if (identifierLike(value)) expect(table[value], `${name} ${value}`).not.toBe(value);
      }
    }
  });

  it('reads a value two enumerations share the same in both (one lookup serves screens and files)', () => {
    const seen = new Map<string, string>();
    for (const table of textEnumLabels.values()) {
      for (const [value, label] of Object.entries(table)) {
        expect(seen.get(value) ?? label, value).toBe(label);
        seen.set(value, label);
        expect(textEnumLabel(value)).toBe(label);
      }
    }
  });

  it('spells what the splitting of identifiers got wrong', () => {
    expect(enumValueLabel(DealStatus, DealStatus.DealsAtHeadsAndDueDilligence)).toBe(
      'Deals at Heads and Due Diligence',
    );
    expect(textEnumLabel('LinkedIn')).toBe('LinkedIn');
    expect(textEnumLabel('LinkedInAd')).toBe('LinkedIn Ad');
    expect(textEnumLabel('ProfessionalServices')).toBe('Professional Services');
    expect(textEnumLabel('HealthcareAndPharmaceuticals')).toBe('Healthcare And Pharmaceuticals');
    expect(textEnumLabel('NotForProfit')).toBe('Not For Profit');
    expect(textEnumLabel('ColdCall')).toBe('Cold Call');
    expect(textEnumLabel('B2B')).toBe('B2B');
    expect(textEnumLabel('PEGrowthExpansion')).toBe('PE Growth / Expansion');
    expect(enumValueLabel(VelocityProducts, VelocityProducts.Listof20TargetBuyers)).toBe('List of 20 Target Buyers');
    expect(enumValueLabel(OpportunityStatus, OpportunityStatus.TryingToOrganiseAMeeting)).toBe(
      'Trying To Organise A Meeting',
    );
  });

  it('reads a value outside its enumeration as the value, not as another member', () => {
    expect(enumValueLabel(ProjectStatus, 99)).toBe('99');
    expect(textEnumLabel('Something else')).toBe('Something else');
  });
});
