import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { validate as isUuid } from 'uuid';
import { DomainError } from '../errors/domain-error.js';

/** Route ids are UUIDs; anything else is a 400 naming the parameter, never a database error. */
@Injectable()
export class UuidParamPipe implements PipeTransform<string, string> {
  transform(value: string, metadata: ArgumentMetadata): string {
    const name = metadata.data ?? 'id';
    if (typeof value !== 'string' || !isUuid(value)) {
      throw new DomainError('validation', `${name} must be a UUID`, { [name]: 'must be a UUID' });
    }
    return value.toLowerCase();
  }
}

/** `@Param('id', uuidParam)` */
export const uuidParam = new UuidParamPipe();
