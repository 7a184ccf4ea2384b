import type { RedactText } from '../event-store/personal-data.js';
import type { NamedRef } from './project-events.js';
import type { ProjectFields } from './project.js';

/**
 * What the handler looked up in the read models before the (pure) decider runs: the client
 * company's name (null when no such company exists) and which of the people named are not
 * allowed where they are put. The decider judges only what the command changes, so a person
 * already on a project who has since left does not block every later edit.
 */
export interface ProjectLookups {
  /** The client the command names, with its current name; null when the company does not exist. */
  client: NamedRef | null;
  /** Of the owner and blueboxContacts named, those who are not active staff (role user or above). */
  nonStaff: string[];
  /** Of the externalCallers named, those who are not active users with the role external. */
  nonExternal: string[];
}

export interface RegisterProject {
  type: 'RegisterProject';
  projectId: string;
  /** Assigned by the handler from `project_reference_seq`. */
  reference: string;
  fields: ProjectFields;
  lookups: ProjectLookups;
}

/** A partial change set: only the fields named change (a kanban drag names one status). */
export interface UpdateProject {
  type: 'UpdateProject';
  projectId: string;
  changes: Partial<ProjectFields>;
  lookups: ProjectLookups;
}

export interface DeleteProject {
  type: 'DeleteProject';
  projectId: string;
}

export type ProjectCommand = RegisterProject | UpdateProject | DeleteProject | RedactText<'projectId'>;
