import { Tag } from '@blueprintjs/core';
import type { ProjectListItem } from '@dealbook/contracts';
import { CompanyCell } from '../../ui/components/CompanyCell.js';
import type { RecordGridColumn } from '../../records/components/RecordGrid.js';
import { formatDate } from '../../ui/utils/format.js';
import { ProjectCell } from '../components/ProjectCell.js';
import { ProjectStatusTag } from '../components/ProjectStatusTag.js';
import { serviceLabel, statusFieldLabels, statusLabel, velocityProductLabel } from '../../ui/labels/projectLabels.js';
import type { ProjectListConfig } from './projectLists.js';
import type { ProjectSortField } from './projectSearchQuery.js';

export type ProjectColumn = RecordGridColumn<ProjectListItem, ProjectSortField>;

/** The grid's columns: the list's own status, and the products on Velocity lists, the service elsewhere. */
export function projectColumns(config: ProjectListConfig): ProjectColumn[] {
  const stage = config.stageField;
  return [
    {
      id: 'project',
      label: 'Project',
      width: 240,
      sortField: 'projectName',
      render: (p) => (
        <ProjectCell id={p._id} name={p.projectName} logoUrl={p.client.logoUrl} clientName={p.client.companyName} />
      ),
    },
    { id: 'reference', label: 'Reference', width: 110, sortField: 'reference', render: (p) => p.reference },
    {
      id: 'client',
      label: 'Client',
      width: 200,
      sortField: 'clientName',
      render: (p) => <CompanyCell id={p.client._id} name={p.client.companyName} logoUrl={p.client.logoUrl} />,
    },
    {
      id: 'status',
      label: statusFieldLabels.status,
      width: 170,
      sortField: 'status',
      render: (p) => <ProjectStatusTag status={p.status} />,
    },
    {
      id: stage,
      label: statusFieldLabels[stage],
      width: 220,
      sortField: stage,
      render: (p) => statusLabel(stage, p[stage]),
    },
    config.velocity
      ? {
          id: 'products',
          label: 'Products',
          width: 240,
          render: (p) =>
            p.velocityProducts.length === 0 ? (
              '—'
            ) : (
              <span className="db-role-tags">
                {p.velocityProducts.map((product) => (
                  <Tag key={product} minimal>
                    {velocityProductLabel(product)}
                  </Tag>
                ))}
              </span>
            ),
        }
      : { id: 'service', label: 'Service', width: 110, render: (p) => serviceLabel(p.serviceOfInterest) },
    { id: 'owner', label: 'Owner', width: 150, render: (p) => p.owner?.fullName ?? '—' },
    {
      id: 'expectedCompletion',
      label: 'Expected completion',
      width: 150,
      sortField: 'expectedCompletion',
      render: (p) => formatDate(p.expectedCompletion),
    },
    { id: 'purchasers', label: 'Purchasers', width: 100, numeric: true, render: (p) => p.purchaserCount },
    { id: 'updatedAt', label: 'Updated', width: 110, sortField: 'updatedAt', render: (p) => formatDate(p.updatedAt) },
  ];
}
