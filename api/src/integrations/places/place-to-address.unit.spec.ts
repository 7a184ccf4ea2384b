import { describe, expect, it } from 'vitest';
import { placeToAddress, type AddressComponent } from './place-to-address.js';

const c = (longText: string, ...types: string[]): AddressComponent => ({ longText, shortText: longText, types });

describe('placeToAddress (spec §7.10)', () => {
  it('reads a UK street address: number and route, postal town, county, postcode', () => {
    expect(
      placeToAddress([
        c('10', 'street_number'),
        c('Downing Street', 'route'),
        c('London', 'postal_town'),
        c('Greater London', 'administrative_area_level_2', 'political'),
        c('England', 'administrative_area_level_1', 'political'),
        c('United Kingdom', 'country', 'political'),
        c('SW1A 2AA', 'postal_code'),
      ]),
    ).toEqual({
      line1: '10 Downing Street',
      line2: '',
      city: 'London',
      county: 'Greater London',
      postcode: 'SW1A 2AA',
      country: 'United Kingdom',
    });
  });

  it('puts a UK premise (and its flat) on line 1 and the street on line 2', () => {
    expect(
      placeToAddress([
        c('Flat 3', 'subpremise'),
        c('Alpha House', 'premise'),
        c('100', 'street_number'),
        c('Albert Road', 'route'),
        c('Southsea', 'locality', 'political'),
        c('Portsmouth', 'postal_town'),
        c('Hampshire', 'administrative_area_level_2', 'political'),
        c('United Kingdom', 'country', 'political'),
        c('PO4 0JX', 'postal_code'),
      ]),
    ).toEqual({
      line1: 'Flat 3, Alpha House',
      line2: '100 Albert Road',
      city: 'Portsmouth',
      county: 'Hampshire',
      postcode: 'PO4 0JX',
      country: 'United Kingdom',
    });
  });

  it('takes the district for line 2 when there is no premise', () => {
    const address = placeToAddress([
      c('42', 'street_number'),
      c('Kingsland Road', 'route'),
      c('Dalston', 'sublocality_level_1', 'sublocality', 'political'),
      c('London', 'postal_town'),
    ]);
    expect(address.line1).toBe('42 Kingsland Road');
    expect(address.line2).toBe('Dalston');
  });

  it('reads a US address: locality as city, the county (not the state), the country name', () => {
    expect(
      placeToAddress([
        c('1600', 'street_number'),
        c('Amphitheatre Parkway', 'route'),
        c('Mountain View', 'locality', 'political'),
        c('Santa Clara County', 'administrative_area_level_2', 'political'),
        c('California', 'administrative_area_level_1', 'political'),
        { longText: 'United States', shortText: 'US', types: ['country', 'political'] },
        c('94043', 'postal_code'),
        c('1351', 'postal_code_suffix'),
      ]),
    ).toEqual({
      line1: '1600 Amphitheatre Parkway',
      line2: '',
      city: 'Mountain View',
      county: 'Santa Clara County',
      postcode: '94043',
      country: 'United States',
    });
  });

  it('prefers the postal town to the locality for the city', () => {
    expect(placeToAddress([c('Southsea', 'locality'), c('Portsmouth', 'postal_town')]).city).toBe('Portsmouth');
  });

  it('leaves the missing parts empty for a sparse place (a town only) or nothing at all', () => {
    expect(placeToAddress([c('Reading', 'postal_town'), c('United Kingdom', 'country')])).toEqual({
      line1: '',
      line2: '',
      city: 'Reading',
      county: '',
      postcode: '',
      country: 'United Kingdom',
    });
    expect(placeToAddress([{ types: ['route'] }, { longText: 'Nowhere' }])).toEqual({
      line1: '',
      line2: '',
      city: '',
      county: '',
      postcode: '',
      country: '',
    });
  });

  it('cuts values to the lengths the address fields accept', () => {
    const address = placeToAddress([c('X'.repeat(300), 'premise'), c('P'.repeat(30), 'postal_code')]);
    expect(address.line1).toHaveLength(200);
    expect(address.postcode).toHaveLength(20);
  });
});
