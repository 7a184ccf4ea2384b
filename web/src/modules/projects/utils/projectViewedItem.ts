import type { Project, RecentlyViewedBody } from '@dealbook/contracts';
import { statusLabel } from '../../ui/labels/projectLabels.js';

/** What a project contributes to the recently viewed list: name, "client · stage", client logo. */
export function projectViewedItem(project: Project): RecentlyViewedBody {
  const stage = project.isDeal
    ? statusLabel('dealStatus', project.dealStatus)
    : statusLabel('opportunityStatus', project.opportunityStatus);
  return {
    objectId: project._id,
    name: project.projectName,
    type: 'Project',
    summary: [project.client.companyName, stage].filter((part) => part.trim() !== '').join(' · '),
    logoUrl: project.client.logoUrl,
  };
}
