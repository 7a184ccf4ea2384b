import { companyProjection } from './companies/company.projection.js';
import type { Projection } from './runner/projection.js';
import { userProjection } from './users/user.projection.js';

/** Every read model's projection; add a line per read model. */
export const projections: readonly Projection[] = [companyProjection, userProjection];
