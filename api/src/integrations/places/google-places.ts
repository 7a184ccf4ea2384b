import { Logger } from '@nestjs/common';
import type { PlaceAddress, PlaceSuggestion } from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { placeToAddress, type AddressComponent } from './place-to-address.js';
import type { PlacesSettings } from './places-config.js';
import type { Places } from './places.port.js';
import { callUpstream, upstreamRefused } from './upstream-call.js';

const service = 'address lookup service';
/** Only the address: the details SKU is billed by the fields asked for. */
const detailsFieldMask = 'addressComponents,formattedAddress';

interface AutocompleteResponse {
  suggestions?: { placePrediction?: { placeId?: string; text?: { text?: string } } }[];
}

interface PlaceResponse {
  addressComponents?: AddressComponent[];
}

/** Google Places API (New): places:autocomplete and Place Details, keyed by X-Goog-Api-Key. */
export class GooglePlaces implements Places {
  readonly enabled = true;
  private readonly logger = new Logger('GooglePlaces');

  constructor(private readonly settings: PlacesSettings) {}

  async autocomplete(input: string, sessionToken: string): Promise<PlaceSuggestion[]> {
    const { regionCodes } = this.settings;
    const response = await callUpstream(
      service,
      `${this.settings.baseUrl}/v1/places:autocomplete`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': this.settings.apiKey },
        body: JSON.stringify({
          input,
          sessionToken,
          ...(regionCodes.length > 0 ? { includedRegionCodes: regionCodes } : {}),
        }),
      },
      this.logger,
    );
    if (!response.ok) return upstreamRefused(service, response, this.logger);
    const body = (await response.json()) as AutocompleteResponse;
    // Query predictions (no placeId) cannot fill an address, so only place predictions count.
    return (body.suggestions ?? []).flatMap(({ placePrediction: p }) =>
      p?.placeId && p.text?.text ? [{ placeId: p.placeId, description: p.text.text }] : [],
    );
  }

  async details(placeId: string, sessionToken: string): Promise<PlaceAddress> {
    const query = new URLSearchParams({ sessionToken }).toString();
    const response = await callUpstream(
      service,
      `${this.settings.baseUrl}/v1/places/${encodeURIComponent(placeId)}?${query}`,
      { headers: { 'x-goog-api-key': this.settings.apiKey, 'x-goog-fieldmask': detailsFieldMask } },
      this.logger,
    );
    if (response.status === 404) throw new DomainError('not_found', `Place ${placeId} was not found`);
    if (!response.ok) return upstreamRefused(service, response, this.logger);
    const body = (await response.json()) as PlaceResponse;
    return placeToAddress(body.addressComponents ?? []);
  }
}
