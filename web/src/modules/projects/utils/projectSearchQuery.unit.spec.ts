import { ProjectServiceType, ProjectStatus, VelocityProducts } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { projectLists } from './projectLists.js';
import {
  defaultProjectSort,
  emptyProjectFilters,
  projectBoardQuery,
  projectSearchQuery,
} from './projectSearchQuery.js';

const page = { index: 2, size: 25 };

describe('projectSearchQuery', () => {
  it('scopes each list by the deal flag and leaves empty filters out', () => {
    const query = new URLSearchParams(
      projectSearchQuery(projectLists.opportunities, emptyProjectFilters, defaultProjectSort, page),
    );
    expect([...query.keys()]).toEqual(['isDeal', 'limit', 'offset', 'sort']);
    expect(query.get('isDeal')).toBe('false');
    expect(query.get('offset')).toBe('50');
    expect(query.get('sort')).toBe('-updatedAt');
  });

  it('sends text as one value, statuses as repeated keys under the list’s own status field', () => {
    const filters = {
      ...emptyProjectFilters,
      text: '  Acme ',
      statuses: [ProjectStatus.Completed, ProjectStatus.DeadDeal],
      stages: [3, 5],
      owner: '0193b3c4-0000-7000-8000-000000000001',
      service: ProjectServiceType.Sale,
    };
    const query = new URLSearchParams(
      projectSearchQuery(projectLists.deals, filters, { field: 'projectName', descending: false }, page),
    );
    expect(query.get('isDeal')).toBe('true');
    expect(query.get('projectName')).toBe('Acme');
    expect(query.getAll('status')).toEqual(['9', '11']);
    expect(query.getAll('dealStatus')).toEqual(['3', '5']);
    expect(query.has('opportunityStatus')).toBe(false);
    expect(query.get('owner')).toBe(filters.owner);
    expect(query.get('serviceOfInterest')).toBe('1');
    expect(query.get('sort')).toBe('projectName');
  });

  it('pins Velocity lists to the Velocity service and filters their products', () => {
    const filters = {
      ...emptyProjectFilters,
      service: ProjectServiceType.Sale,
      products: [VelocityProducts.Spotlight, VelocityProducts.TaxReview],
    };
    const query = new URLSearchParams(projectBoardQuery(projectLists.velocityOpportunities, filters));
    expect(query.getAll('serviceOfInterest')).toEqual(['3']);
    expect(query.getAll('velocityProducts')).toEqual(['10', '17']);
    expect(query.get('limit')).toBe('500');
    expect(query.get('offset')).toBe('0');
  });

  it('ignores products on lists of every service', () => {
    const filters = { ...emptyProjectFilters, products: [VelocityProducts.Spotlight] };
    expect(projectBoardQuery(projectLists.opportunities, filters)).not.toContain('velocityProducts');
  });
});
