import { Button, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { counted, type ProjectStage } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { dealStatusLabel, opportunityStatusLabel } from '../../ui/labels/projectLabels.js';
import { EmptyState } from '../../ui/components/EmptyState.js';

export interface ProjectStagesTableProps {
  label: string;
  projects: readonly ProjectStage[];
  /** Where a project opens: its page for staff, the console for external callers. */
  projectPath: (projectId: string) => string;
  emptyText?: string;
  /** Rows shown before "Show all": the longest-stuck come first, so the top of the list is the news. */
  limit?: number;
}

const stageLabel = (project: ProjectStage) =>
  project.isDeal ? dealStatusLabel(project.stage) : opportunityStatusLabel(project.stage);

/** Projects with their stage and how long they have sat in it; idle ones in the warning colour. */
export function ProjectStagesTable({ label, projects, projectPath, emptyText, limit }: ProjectStagesTableProps) {
  const [all, setAll] = useState(false);
  if (projects.length === 0) {
    return <EmptyState icon="projects" title={emptyText ?? 'No open projects'} />;
  }
  const shown = all || limit === undefined ? projects : projects.slice(0, limit);
  return (
    <>
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
          {shown.map((project) => (
            <tr key={project._id} className={project.idle ? 'db-idle' : undefined} data-idle={project.idle}>
              <td>
                <Link to={projectPath(project._id)}>{project.projectName}</Link>
              </td>
              <td>{project.clientName}</td>
              <td>
                <Tag minimal>{project.isDeal ? 'Deal' : 'Opportunity'}</Tag> {stageLabel(project)}
              </td>
              <td
                title={
                  project.idleAfterDays === null ? undefined : `Idle after ${counted(project.idleAfterDays, 'day')}`
                }
              >
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
      {shown.length < projects.length && (
        <Button
          variant="minimal"
          icon="chevron-down"
          text={`Show all ${projects.length}`}
          onClick={() => setAll(true)}
        />
      )}
    </>
  );
}
