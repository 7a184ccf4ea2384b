import type { ReactElement } from 'react';
import '../projects.css';
import { Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { TimelineKinds, type Project } from '@dealbook/contracts';
import { PurchasersPanel } from '../../purchases/components/PurchasersPanel.js';
import { RecordTimeline } from '../../records/components/RecordTimeline.js';
import { RecordTimelineLayout } from '../../records/components/RecordTimelineLayout.js';
import { projectQueries } from '../hooks/projectQueries.js';
import { ProjectHeader } from './ProjectHeader.js';
import { ProjectHistoryPanel } from './ProjectHistoryPanel.js';
import { ProjectOverdueApprovals } from './ProjectOverdueApprovals.js';
import { ProjectOverview } from './ProjectOverview.js';

export interface ProjectDetailProps {
  /** The related-record tabs (tasks, notes …), composed by the page: features do not import each other's panels. */
  panels: ReactElement[];
  project: Project;
}

export function ProjectDetail({ project, panels }: ProjectDetailProps) {
  // The overdue warning sits above the tabs: they wait for its first answer (a moment) rather
  // than jump down when it arrives (issue 33: layout shift). A failed answer does not hold them.
  const overdue = useQuery(projectQueries.overdueApprovals(project._id));
  const awaitingWarning = overdue.isPending && overdue.failureCount === 0;
  const header = (
    <>
      <ProjectHeader project={project} />
      <ProjectOverdueApprovals projectId={project._id} />
    </>
  );
  if (awaitingWarning) {
    return (
      <article className="db-record-page">
        {header}
        <Spinner size={24} aria-label="Loading the project's tabs" />
      </article>
    );
  }
  return (
    <RecordTimelineLayout
      header={header}
      timeline={<RecordTimeline type="project" id={project._id} kinds={TimelineKinds} />}
      aside={
        <Tabs id="project-tabs" renderActiveTabPanelOnly>
          <Tab id="overview" title="Overview" panel={<ProjectOverview project={project} />} />
          <Tab
            id="purchasers"
            title={`Purchasers (${project.purchaserCount})`}
            panel={<PurchasersPanel project={project} />}
          />
          {panels}
          <Tab id="history" title="History" panel={<ProjectHistoryPanel project={project} />} />
        </Tabs>
      }
    />
  );
}
