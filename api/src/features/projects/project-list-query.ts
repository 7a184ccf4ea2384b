import {
  ProjectServiceType,
  ProjectTypes,
  type ProjectServiceType as Service,
  type ProjectType,
} from '@dealbook/contracts';
import { validate as isUuid } from 'uuid';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** The `{type}` of the list, count and report routes: all, deals or opportunities. */
export function parseProjectType(segment: string, name = 'type'): ProjectType {
  if ((ProjectTypes as readonly string[]).includes(segment)) return segment as ProjectType;
  throw new DomainError('validation', `${name} must be one of ${ProjectTypes.join(', ')}`, {
    [name]: `must be one of ${ProjectTypes.join(', ')}`,
  });
}

const services = Object.values(ProjectServiceType) as number[];

/** The `{serviceOfInterest}` of a route: a ProjectServiceType number, or 'all' (null). */
export function parseServiceOfInterest(segment: string): Service | null {
  if (segment === 'all') return null;
  const value = /^\d{1,2}$/.test(segment) ? Number(segment) : NaN;
  if (services.includes(value)) return value as Service;
  const message = `serviceOfInterest must be all or a ProjectServiceType: ${services.join(', ')}`;
  throw new DomainError('validation', message, { serviceOfInterest: message });
}

/** The `{owner}` of a route: a user id, or 'all' (null). */
export function parseOwner(segment: string): string | null {
  if (segment === 'all') return null;
  if (isUuid(segment)) return segment.toLowerCase();
  throw new DomainError('validation', 'owner must be all or a user id (UUID)', { owner: 'must be all or a UUID' });
}
