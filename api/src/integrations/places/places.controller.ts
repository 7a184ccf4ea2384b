import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  placeDetailsQuerySchema,
  placeIdSchema,
  placesAutocompleteQuerySchema,
  type LookupStatus,
  type PlaceAddress,
  type PlaceSuggestion,
} from '@dealbook/contracts';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { PLACES, type Places } from './places.port.js';
import { lookupStatusSchema, placeAddressSchema, placeSuggestionSchema } from '@dealbook/contracts';

/** Address autocomplete for the staff's address forms (spec §7.10); the maps key stays here. */
@Controller('places')
@Roles('user')
export class PlacesController {
  constructor(@Inject(PLACES) private readonly places: Places) {}

  @Get('status')
  @ResponseDoc({ body: lookupStatusSchema })
  status(): LookupStatus {
    return { enabled: this.places.enabled };
  }

  @Get('autocomplete')
  @ResponseDoc({ errors: [404, 502], body: z.array(placeSuggestionSchema) })
  autocomplete(
    @Query(new ZodValidationPipe(placesAutocompleteQuerySchema, 'query'))
    query: z.output<typeof placesAutocompleteQuerySchema>,
  ): Promise<PlaceSuggestion[]> {
    return this.places.autocomplete(query.input, query.sessionToken);
  }

  @Get(':placeId')
  @ResponseDoc({ errors: [404, 502], body: placeAddressSchema })
  details(
    @Param('placeId', new ZodValidationPipe(placeIdSchema, 'placeId')) placeId: string,
    @Query(new ZodValidationPipe(placeDetailsQuerySchema, 'query')) query: z.output<typeof placeDetailsQuerySchema>,
  ): Promise<PlaceAddress> {
    return this.places.details(placeId, query.sessionToken);
  }
}
