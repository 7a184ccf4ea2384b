import type { PlaceAddress, PlaceSuggestion } from '@dealbook/contracts';

export const PLACES = Symbol('PLACES');

/** The maps service behind address autocomplete (spec §7.10); one adapter per provider. */
export interface Places {
  readonly enabled: boolean;
  autocomplete(input: string, sessionToken: string): Promise<PlaceSuggestion[]>;
  /** The place as address fields; ends the billing session the token opened. */
  details(placeId: string, sessionToken: string): Promise<PlaceAddress>;
}
