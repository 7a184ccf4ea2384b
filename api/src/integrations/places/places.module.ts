import { Module } from '@nestjs/common';
import { DisabledPlaces } from './disabled-places.js';
import { GooglePlaces } from './google-places.js';
import { loadPlacesConfig } from './places-config.js';
import { PlacesController } from './places.controller.js';
import { PLACES, type Places } from './places.port.js';

/** Address lookup through the maps service, on when PLACES_API_KEY is set (read at start). */
@Module({
  controllers: [PlacesController],
  providers: [
    {
      provide: PLACES,
      useFactory: (): Places => {
        const settings = loadPlacesConfig();
        return settings ? new GooglePlaces(settings) : new DisabledPlaces();
      },
    },
  ],
})
export class PlacesModule {}
