import type { ReactElement } from 'react';
import '../projects.css';
import { Tab, Tabs } from '@blueprintjs/core';
import type { Project } from '@dealbook/contracts';
import { PurchasersPanel } from '../../purchases/components/PurchasersPanel.js';
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
  return (
    <article className="db-company-detail">
      <ProjectHeader project={project} />
      <ProjectOverdueApprovals projectId={project._id} />
      <Tabs id="project-tabs" renderActiveTabPanelOnly large>
        <Tab id="overview" title="Overview" panel={<ProjectOverview project={project} />} />
        <Tab
          id="purchasers"
          title={`Purchasers (${project.purchaserCount})`}
          panel={<PurchasersPanel project={project} />}
        />
        {panels}
        <Tab id="history" title="History" panel={<ProjectHistoryPanel project={project} />} />
      </Tabs>
    </article>
  );
}
