import { Controller } from '@nestjs/common';
import { validate as isUuid } from 'uuid';
import {
  createProjectBodySchema,
  hasRole,
  projectReferencePattern,
  ProjectFieldNames,
  projectSchema,
  updateProjectBodySchema,
  type ProjectFields,
} from '@dealbook/contracts';
import { findProjectById, findProjectByReference } from '@dealbook/projections';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { recordAnswer } from '../../kernel/http/record-answer.js';
import { namedFields, notIdOrReference } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { projectDecider } from './project.decider.js';
import { registerProject } from './register-project.js';
import { updateProject } from './update-project.js';

/** One project (spec §7.6): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('project')
@Roles('user')
export class ProjectController extends RecordRoutes({
  path: 'project',
  noun: 'Project',
  schema: projectSchema,
  find: findProjectById,
  /** The owner defaults to the member of staff creating it. */
  create: {
    errors: [400],
    body: createProjectBodySchema,
    run: (deps, id, fields, context) => registerProject(deps, id, fields, context),
  },
  /**
   * By id (a UUID) or by reference (PRJ-000042), as spec §7.6 lists both on one path. External
   * callers may read the projects they are assigned to; any other is "not found" to them.
   */
  get: {
    key: 'idOrReference',
    roles: ['user', 'external'],
    errors: [404],
    read: async ({ db }, key, user) => {
      const project = isUuid(key)
        ? await findProjectById(db, key.toLowerCase())
        : projectReferencePattern.test(key.trim().toUpperCase())
          ? await findProjectByReference(db, key)
          : notIdOrReference(key, 'project', 'PRJ-000042');
      if (!project || !(hasRole(user.role, 'user') || project.externalCallers.some((c) => c._id === user._id))) {
        throw notFound('Project', key);
      }
      // The client's name, logo and employees and the linked records change on other streams,
      // not this version: a browser must not answer from its cache after a 304 on the same ETag.
      return recordAnswer(project, { version: project.version, noStore: true });
    },
  },
  /** The fields to change; a kanban drag sends one status with the version it showed. */
  update: {
    errors: [404, 409],
    body: updateProjectBodySchema,
    run: (deps, id, body, context, expectedVersion) =>
      updateProject(deps, id, namedFields<ProjectFields>(body, ProjectFieldNames), context, expectedVersion),
  },
  remove: {
    errors: [404, 409],
    run: (commands, projectId, options) =>
      commands.execute(projectDecider, { command: { type: 'DeleteProject', projectId }, ...options }),
  },
}) {}
