import { ProjectServiceType } from '@dealbook/contracts';

/** The four project screens of spec §2.2: opportunities and deals, all services or Velocity only. */
export const ProjectListKinds = ['opportunities', 'deals', 'velocityOpportunities', 'velocityDeals'] as const;
export type ProjectListKind = (typeof ProjectListKinds)[number];

/** The per-list status a board groups by: opportunities by opportunityStatus, deals by dealStatus. */
export type StageField = 'opportunityStatus' | 'dealStatus';

export interface ProjectListConfig {
  kind: ProjectListKind;
  title: string;
  path: string;
  /** What one row is called in buttons and messages. */
  noun: 'opportunity' | 'deal';
  isDeal: boolean;
  /** Velocity lists show only serviceOfInterest Velocity, with its products. */
  velocity: boolean;
  stageField: StageField;
}

export const projectLists: Record<ProjectListKind, ProjectListConfig> = {
  opportunities: {
    kind: 'opportunities',
    title: 'Opportunities',
    path: '/projects/opportunities',
    noun: 'opportunity',
    isDeal: false,
    velocity: false,
    stageField: 'opportunityStatus',
  },
  deals: {
    kind: 'deals',
    title: 'Deals',
    path: '/projects',
    noun: 'deal',
    isDeal: true,
    velocity: false,
    stageField: 'dealStatus',
  },
  velocityOpportunities: {
    kind: 'velocityOpportunities',
    title: 'Velocity opportunities',
    path: '/projects/velocity/opportunities',
    noun: 'opportunity',
    isDeal: false,
    velocity: true,
    stageField: 'opportunityStatus',
  },
  velocityDeals: {
    kind: 'velocityDeals',
    title: 'Velocity deals',
    path: '/projects/velocity/deals',
    noun: 'deal',
    isDeal: true,
    velocity: true,
    stageField: 'dealStatus',
  },
};

/** The list a project belongs on, for the detail page's way back. */
export function listOf(project: { isDeal: boolean; serviceOfInterest: number }): ProjectListConfig {
  const velocity = project.serviceOfInterest === ProjectServiceType.Velocity;
  if (project.isDeal) return velocity ? projectLists.velocityDeals : projectLists.deals;
  return velocity ? projectLists.velocityOpportunities : projectLists.opportunities;
}

/** Where "New project" starts from a list: that list's deal flag and, on Velocity lists, the service. */
export function newProjectPath(config: ProjectListConfig): string {
  const params = new URLSearchParams();
  if (config.isDeal) params.set('isDeal', 'true');
  if (config.velocity) params.set('serviceOfInterest', String(ProjectServiceType.Velocity));
  const query = params.toString();
  return query ? `/projects/new?${query}` : '/projects/new';
}
