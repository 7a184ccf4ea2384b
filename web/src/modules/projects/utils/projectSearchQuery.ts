import type { ProjectServiceType, ProjectStatus, VelocityProduct } from '@dealbook/contracts';
import { ProjectServiceType as Service } from '@dealbook/contracts';
import type { ProjectListConfig } from './projectLists.js';
import { appendPage, type ListPageRequest } from '../../records/utils/pageParams.js';
import { sortParam, type ListSort } from '../../records/utils/listSort.js';

export interface ProjectFilters {
  /** Case-insensitive "contains" on the project name. */
  text: string;
  /** Any of these project statuses. */
  statuses: ProjectStatus[];
  /** Any of these values of the list's own status (opportunityStatus or dealStatus). */
  stages: number[];
  /** The owner's user id; '' for anyone. */
  owner: string;
  /** All-services lists only; null for any. */
  service: ProjectServiceType | null;
  /** Velocity lists only: projects with any of these products. */
  products: VelocityProduct[];
}

export const emptyProjectFilters: ProjectFilters = {
  text: '',
  statuses: [],
  stages: [],
  owner: '',
  service: null,
  products: [],
};

export const projectSortFields = [
  'projectName',
  'reference',
  'clientName',
  'status',
  'opportunityStatus',
  'dealStatus',
  'expectedCompletion',
  'updatedAt',
] as const;
export type ProjectSortField = (typeof projectSortFields)[number];

/** Recently touched first: the work in hand. */
export const defaultProjectSort: ListSort<ProjectSortField> = { field: 'updatedAt', descending: true };

/** The §5 filters of GET /api/projects/search: the list's own scope, then what the person chose. */
function filterParams(config: ProjectListConfig, filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  params.append('isDeal', String(config.isDeal));
  const service = config.velocity ? Service.Velocity : filters.service;
  if (service !== null) params.append('serviceOfInterest', String(service));
  const text = filters.text.trim();
  if (text) params.append('projectName', text);
  for (const status of filters.statuses) params.append('status', String(status));
  for (const stage of filters.stages) params.append(config.stageField, String(stage));
  if (filters.owner) params.append('owner', filters.owner);
  if (config.velocity) for (const product of filters.products) params.append('velocityProducts', String(product));
  return params;
}

/** One page of the grid. */
export function projectSearchQuery(
  config: ProjectListConfig,
  filters: ProjectFilters,
  sort: ListSort<ProjectSortField>,
  page: ListPageRequest,
): string {
  const params = filterParams(config, filters);
  appendPage(params, page);
  params.append('sort', sortParam(sort));
  return params.toString();
}

/** The most a board loads at once (the API's page limit); more asks the person to filter. */
export const boardLimit = 500;

/** Everything the board shows, most recently changed first so a capped board keeps the live work. */
export function projectBoardQuery(config: ProjectListConfig, filters: ProjectFilters): string {
  const params = filterParams(config, filters);
  params.append('limit', String(boardLimit));
  params.append('offset', '0');
  params.append('sort', '-updatedAt');
  return params.toString();
}
