import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { assertStorableText } from './storable-text.js';

/**
 * Global pipe (AppModule): every body, query and path parameter a handler takes is checked for
 * text PostgreSQL cannot store before the handler's own pipes run, so no route can forget it.
 */
@Injectable()
export class StorableTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    assertStorableText(value, metadata.data ?? '', metadata.type);
    return value;
  }
}
