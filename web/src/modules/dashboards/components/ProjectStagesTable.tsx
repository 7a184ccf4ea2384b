import { HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import type { ProjectStage } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { dealStatusLabel, opportunityStatusLabel } from '../../projects/utils/projectLabels.js';

export interface ProjectStagesTableProps {
  label: string;
  projects: readonly ProjectStage[];
  /** Where a project opens: its page for staff, the console for external callers. */
  projectPath: (projectId: string) => string;
  emptyText?: string;
}

const stageLabel = (project: ProjectStage) =>
  project.isDeal ? dealStatusLabel(project.stage) : opportunityStatusLabel(project.stage);

/** Projects with their stage and how long they have sat in it; idle ones in the warning colour. */
export function ProjectStagesTable({ label, projects, projectPath, emptyText }: ProjectStagesTableProps) {
  if (projects.length === 0) {
    return <NonIdealState icon="projects" title={emptyText ?? 'No open projects'} />;
  }
  return (
    <HTMLTable compact aria-label={label}>
      <thead>
        <tr>
          <th>Project</th>
          <th>Client</th>
          <th>Stage</th>
          <th>Days in stage</th>
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <tr key={project._id} className={project.idle ? 'db-idle' : undefined} data-idle={project.idle}>
            <td>
              <Link to={projectPath(project._id)}>{project.projectName}</Link>
            </td>
            <td>{project.clientName}</td>
            <td>
              <Tag minimal>{project.isDeal ? 'Deal' : 'Opportunity'}</Tag> {stageLabel(project)}
            </td>
            <td title={project.idleAfterDays === null ? undefined : `Idle after ${project.idleAfterDays} days`}>
              {project.daysInStage}
              {project.idle && (
                <Tag minimal intent="warning" className="db-change">
                  Idle
                </Tag>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
