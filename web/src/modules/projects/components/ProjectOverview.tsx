import { Card, H2, Tag } from '@blueprintjs/core';
import type { PersonSummary, Project } from '@dealbook/contracts';
import { Link } from 'react-router-dom';
import { BuyerEngagementCard } from '../../buyer-documents/components/BuyerEngagementCard.js';
import { CompanyAvatar } from '../../ui/components/CompanyAvatar.js';
import { DefinitionList } from '../../ui/components/DefinitionList.js';
import { textEnumLabel } from '@dealbook/contracts';
import { formatDate } from '../../ui/utils/format.js';
import { projectFieldLabels as labels } from '../utils/projectFieldLabels.js';
import { showsLostReason } from '../utils/projectFormValues.js';
import {
  dealStatusLabel,
  lostReasonLabel,
  opportunityStatusLabel,
  serviceLabel,
  velocityProductLabel,
} from '../../ui/labels/projectLabels.js';
import { BooleanDateTick } from './BooleanDateTick.js';
import { ProjectStatusTag } from './ProjectStatusTag.js';

export interface ProjectOverviewProps {
  project: Project;
  /**
   * A replayed past version: what lives on other records (purchasers, the client's details and
   * people) is not part of the project's history, so it is left out rather than shown empty.
   */
  past?: boolean;
}

const names = (people: readonly PersonSummary[]) =>
  people.length === 0 ? '—' : people.map((person) => person.fullName).join(', ');

/** Every field of spec §3.5, read-only: the project page's overview and the history's replay. */
export function ProjectOverview({ project, past = false }: ProjectOverviewProps) {
  const { client } = project;
  return (
    <div className="db-card-grid">
      <Card className="db-card" aria-label="Details">
        <H2 className="db-looks-h5">Details</H2>
        <DefinitionList
          items={[
            { label: labels.serviceOfInterest, value: serviceLabel(project.serviceOfInterest) },
            ...(project.velocityProducts.length > 0
              ? [
                  {
                    label: labels.velocityProducts,
                    value: (
                      <span className="db-role-tags">
                        {project.velocityProducts.map((product) => (
                          <Tag key={product} minimal>
                            {velocityProductLabel(product)}
                          </Tag>
                        ))}
                      </span>
                    ),
                  },
                ]
              : []),
            { label: labels.owner, value: project.owner?.fullName ?? '—' },
            { label: labels.blueboxContacts, value: names(project.blueboxContacts) },
            { label: labels.externalCallers, value: names(project.externalCallers) },
            ...(past ? [] : [{ label: 'Potential purchasers', value: project.purchaserCount }]),
            { label: labels.description, value: project.description || '—' },
            { label: labels.buyerDocumentsNeedApproval, value: project.buyerDocumentsNeedApproval ? 'Yes' : 'No' },
          ]}
        />
      </Card>
      <Card className="db-card" aria-label="Status">
        <H2 className="db-looks-h5">Status</H2>
        <DefinitionList
          items={[
            { label: labels.status, value: <ProjectStatusTag status={project.status} /> },
            { label: labels.opportunityStatus, value: opportunityStatusLabel(project.opportunityStatus) },
            { label: labels.isDeal, value: project.isDeal ? 'Yes' : 'No' },
            { label: labels.dealStatus, value: dealStatusLabel(project.dealStatus) },
            ...(showsLostReason(project)
              ? [
                  {
                    label: labels.lostOpportunityReason,
                    value: project.lostOpportunityReason ? lostReasonLabel(project.lostOpportunityReason) : '—',
                  },
                  { label: labels.lostOpportunityDescription, value: project.lostOpportunityDescription || '—' },
                ]
              : []),
          ]}
        />
      </Card>
      <Card className="db-card" aria-label="Dates and compliance">
        <H2 className="db-looks-h5">Dates and compliance</H2>
        <DefinitionList
          items={[
            { label: labels.introductionDate, value: formatDate(project.introductionDate) },
            { label: labels.initialMeetingDate, value: formatDate(project.initialMeetingDate) },
            { label: labels.dateClientSigned, value: formatDate(project.dateClientSigned) },
            { label: labels.expectedCompletion, value: formatDate(project.expectedCompletion) },
            {
              label: labels.moneyLaunderingChecklistSent,
              value: <BooleanDateTick value={project.moneyLaunderingChecklistSent} />,
            },
            {
              label: labels.moneyLaunderingInformationReceived,
              value: <BooleanDateTick value={project.moneyLaunderingInformationReceived} />,
            },
            { label: 'Created', value: formatDate(project.createdAt) },
            { label: 'Last updated', value: formatDate(project.updatedAt) },
          ]}
        />
      </Card>
      <Card className="db-card" aria-label="Client">
        <H2 className="db-looks-h5">Client</H2>
        <Link className="db-company-cell" to={`/companies/${client._id}`}>
          <CompanyAvatar name={client.companyName} logoUrl={client.logoUrl} size={32} />
          <span className="db-company-cell__name">{client.companyName}</span>
        </Link>
        {!past && (
          <DefinitionList
            items={[
              { label: 'Industry', value: client.industryType ? textEnumLabel(client.industryType) : '—' },
              {
                label: 'Opportunity source',
                value: client.opportunitySource ? textEnumLabel(client.opportunitySource) : '—',
              },
              {
                label: 'People',
                value:
                  client.employees.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="db-plain-list">
                      {client.employees.map((person) => (
                        <li key={person._id}>
                          <Link to={`/contacts/${person._id}`}>{person.fullName}</Link>
                          {[person.jobTitle, person.email, person.telephone].filter(Boolean).map((part) => (
                            <span key={part} className="db-muted">
                              {' '}
                              · {part}
                            </span>
                          ))}
                        </li>
                      ))}
                    </ul>
                  ),
              },
            ]}
          />
        )}
      </Card>
      {!past && <BuyerEngagementCard projectId={project._id} />}
    </div>
  );
}
