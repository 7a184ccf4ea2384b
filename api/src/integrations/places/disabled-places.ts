import { addressLookupNotConfigured } from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { Places } from './places.port.js';

/** No PLACES_API_KEY: the forms keep plain inputs and the lookup routes answer 404. */
export class DisabledPlaces implements Places {
  readonly enabled = false;

  autocomplete(): Promise<never> {
    return Promise.reject(new DomainError('not_found', addressLookupNotConfigured));
  }

  details(): Promise<never> {
    return Promise.reject(new DomainError('not_found', addressLookupNotConfigured));
  }
}
