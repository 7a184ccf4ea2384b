import { ProjectServiceType, VelocityProducts } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { velocityProductLabel, velocityProductOptions } from '../../ui/labels/projectLabels.js';
import { listOf, newProjectPath, projectLists } from './projectLists.js';

describe('project lists', () => {
  it('sends a project back to the list it belongs on', () => {
    expect(listOf({ isDeal: false, serviceOfInterest: ProjectServiceType.Sale }).path).toBe('/projects/opportunities');
    expect(listOf({ isDeal: true, serviceOfInterest: ProjectServiceType.Sale }).path).toBe('/projects');
    expect(listOf({ isDeal: false, serviceOfInterest: ProjectServiceType.Velocity }).path).toBe(
      '/projects/velocity/opportunities',
    );
    expect(listOf({ isDeal: true, serviceOfInterest: ProjectServiceType.Velocity }).path).toBe(
      '/projects/velocity/deals',
    );
  });

  it('starts a new project with the list’s deal flag and service', () => {
    expect(newProjectPath(projectLists.opportunities)).toBe('/projects/new');
    expect(newProjectPath(projectLists.velocityDeals)).toBe('/projects/new?isDeal=true&serviceOfInterest=3');
  });
});

describe('velocity product names', () => {
  it('offers all 37 products by readable name', () => {
    expect(velocityProductOptions).toHaveLength(37);
    expect(velocityProductLabel(VelocityProducts.BuyABusinessClassic)).toBe('Buy A Business Classic');
    expect(velocityProductLabel(VelocityProducts.HRReview)).toBe('HR Review');
    expect(velocityProductLabel(VelocityProducts.Listof20TargetBuyers)).toBe('List of 20 Target Buyers');
  });
});
